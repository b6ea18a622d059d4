import { db } from '../db';
import { authed, ok } from '../http';

/**
 * Queue counters for the navigation badges; each area's table feeds its own counter.
 * complaintsNew and applicationsPending stay 0 until those tables exist.
 */
export function countQueues() {
  return {
    videosModeration: db.videos.filter((video) => video.status === 'moderation').length,
    complaintsNew: 0,
    applicationsPending: 0,
  };
}

export const statsHandlers = [authed('get', '/stats/counters', () => ok(countQueues()))];
