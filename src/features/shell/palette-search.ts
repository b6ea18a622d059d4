import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiOf } from '@/shared/api/session';
import { isNotFound } from '@/shared/api/errors';
import { contestRefSchema, videoRefSchema } from '@/shared/api/references';
import { pageOf } from '@/shared/api/schemas';

const foundUserSchema = z.object({ id: z.number(), nickname: z.string(), email: z.string() });

/** How many results of each kind the palette lists (the smallest page size the API serves is 10). */
const PER_KIND = 5;
const PAGE_SIZE = 10;

/** `#123` (or just `123`): a video by its id. */
export function videoIdIn(query: string): number | null {
  const match = /^#?(\d{1,9})$/.exec(query.trim());
  return match ? Number(match[1]) : null;
}

/**
 * Users (nickname, e-mail), videos (title, `#id`) and contests (title) matching `query`, through the
 * API. Each call is cancelled (its signal aborted) as soon as the query changes.
 */
export const paletteSearchQueryOptions = (query: string) =>
  queryOptions({
    // Results span several entities and live a minute: no entity's key owns them.
    queryKey: ['palette', query],
    queryFn: async ({ client, signal }) => {
      const searchParams = { search: query, limit: PAGE_SIZE };
      const videoId = videoIdIn(query);
      const [users, videos, contests, video] = await Promise.all([
        apiOf(client).get('users', pageOf(foundUserSchema), { searchParams, signal }),
        apiOf(client).get('videos', pageOf(videoRefSchema), { searchParams, signal }),
        apiOf(client).get('contests', pageOf(contestRefSchema), { searchParams, signal }),
        videoId === null
          ? null
          : apiOf(client)
              .get(`videos/${videoId}`, videoRefSchema, { signal })
              .catch((error: unknown) => {
                if (isNotFound(error)) return null;
                throw error;
              }),
      ]);
      const videoItems = video
        ? [video, ...videos.items.filter((item) => item.id !== video.id)]
        : videos.items;
      return {
        users: users.items.slice(0, PER_KIND),
        videos: videoItems.slice(0, PER_KIND),
        contests: contests.items.slice(0, PER_KIND),
      };
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    // A failed search says so inside the palette.
  });
