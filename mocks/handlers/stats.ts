import { authed, ok } from '../http';

/** Queue counters for the navigation badges; each area's table feeds its own counter. */
export function countQueues() {
  return { videosModeration: 0, complaintsNew: 0, applicationsPending: 0 };
}

export const statsHandlers = [authed('get', '/stats/counters', () => ok(countQueues()))];
