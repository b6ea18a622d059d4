import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiOf } from '@/shared/api/session';
import { keys } from '@/shared/api/keys';
import { videoRefSchema } from '@/shared/api/references';
import { isoDate, pageOf, userSummarySchema } from '@/shared/api/schemas';
import { videoSchema } from '@/contract/videos';
import { complaintSchema } from '@/contract/complaints';

/*
 * What the side panel of a complaint reads (the complaint, its video, the comments around it, the
 * user's other complaints): loaded with the panel, not with the queue.
 */

export const complaintQueryOptions = (id: number) =>
  queryOptions({
    queryKey: keys.complaints.detail(id),
    queryFn: ({ client, signal }) =>
      apiOf(client).get(`complaints/${id}`, complaintSchema, { signal }),
  });

/** The complained-about video as the side panel plays it: only what it shows. */
const videoForPanelSchema = z.pick(videoSchema, {
  id: true,
  title: true,
  description: true,
  status: true,
  rejectReason: true,
  previewUrl: true,
  videoUrl: true,
  author: true,
});

export const videoForPanelQueryOptions = (id: number) =>
  queryOptions({
    // Under the videos root so that a moderation decision anywhere refreshes it, apart from the
    // videos area's own records (a different shape).
    queryKey: [...keys.videos.all, 'complaint-panel', id],
    queryFn: ({ client, signal }) =>
      apiOf(client).get(`videos/${id}`, videoForPanelSchema, { signal }),
  });

const neighbourSchema = z.object({
  id: z.number(),
  text: z.string(),
  status: z.enum(['visible', 'hidden']),
  author: userSummarySchema,
  video: videoRefSchema,
  createdAt: isoDate,
});
export type Neighbour = z.infer<typeof neighbourSchema>;

/** The comments under a video, oldest first: the complained-about comment among its neighbours. */
export const videoCommentsQueryOptions = (videoId: number) =>
  queryOptions({
    queryKey: [...keys.comments.lists(), 'complaint-panel', videoId],
    queryFn: ({ client, signal }) =>
      apiOf(client).get('comments', pageOf(neighbourSchema), {
        searchParams: { videoId, sort: 'createdAt', order: 'asc', limit: 100 },
        signal,
      }),
  });

/** How many of a user's other complaints the panel lists. */
export const USER_HISTORY_SHOWN = 5;

/**
 * The latest complaints about a user (their profile, videos and comments), whatever their status: the
 * smallest page the API serves (10), the current complaint among them.
 */
export const userComplaintsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [...keys.complaints.lists(), 'about-user', userId],
    queryFn: ({ client, signal }) =>
      apiOf(client).get('complaints', pageOf(complaintSchema), {
        searchParams: { targetUserId: userId, sort: 'createdAt', order: 'desc', limit: 10 },
        signal,
      }),
  });
