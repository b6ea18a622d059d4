import { SAMPLES } from './media/samples';
import { commit, db, nextId } from './db';
import type { MockUser, MockVideo } from './types';

/**
 * A queue to load-test the next item with (`npm run queue:sim`, docs/performance.md#queue-at-scale):
 * `videos` more videos waiting in moderation, all by one new author (so that the simulation works
 * them alone, with the list's `authorId` filter, beside the seeded queue), one second apart in
 * arrival, the oldest an hour before now; and `moderators` more moderator accounts, to log in as
 * (`queue-sim-<n>@whowillwin.ru`, password `moder123`).
 */
export interface QueueFill {
  videos: number;
  moderators: number;
}

export const QUEUE_FILL_PASSWORD = 'moder123';
export const QUEUE_FILL_MAX = { videos: 100_000, moderators: 1_000 };

export interface QueueFilled {
  authorId: number;
  videoIds: number[];
  moderators: Array<{ id: number; email: string; password: string }>;
}

function user(id: number, nickname: string, email: string, roleIds: number[]): MockUser {
  const now = new Date().toISOString();
  return {
    id,
    email,
    password: QUEUE_FILL_PASSWORD,
    nickname,
    name: nickname,
    roleIds,
    status: 'active',
    blockReason: null,
    blockedUntil: null,
    balance: 0,
    createdAt: now,
    lastSeenAt: now,
  };
}

export function fillQueue({ videos, moderators }: QueueFill): QueueFilled {
  const authorId = nextId('users');
  db.users.push(
    user(authorId, `queue_author_${authorId}`, `queue-author-${authorId}@mail.ru`, [3]),
  );
  const start = Date.now() - 3_600_000;
  const category = db.categories.find((row) => row.isActive) ?? db.categories[0]!;
  const videoIds: number[] = [];
  for (let n = 0; n < videos; n += 1) {
    const clip = SAMPLES[n % SAMPLES.length]!;
    const video: MockVideo = {
      id: nextId('videos'),
      title: `Очередь: видео ${n + 1}`,
      description: 'Видео очереди нагрузочного прогона',
      status: 'moderation',
      rejectReason: null,
      mediaFile: clip.file,
      durationSec: clip.durationSec,
      categoryId: category.id,
      contestId: null,
      authorId,
      views: 0,
      likes: 0,
      createdAt: new Date(start + n * 1000).toISOString(),
      moderatedAt: null,
      moderatedById: null,
    };
    db.videos.push(video);
    videoIds.push(video.id);
  }
  const added = Array.from({ length: moderators }, () => {
    const id = nextId('users');
    const email = `queue-sim-${id}@whowillwin.ru`;
    db.users.push(user(id, `queue_sim_${id}`, email, [2]));
    return { id, email, password: QUEUE_FILL_PASSWORD };
  });
  commit();
  return { authorId, videoIds, moderators: added };
}
