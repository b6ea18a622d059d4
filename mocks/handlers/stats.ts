import { db } from '../db';
import { authed, ok } from '../http';

/** Queue counters for the navigation badges; each area's table feeds its own counter. */
export function countQueues() {
  return {
    videosModeration: db.videos.filter((video) => video.status === 'moderation').length,
    complaintsNew: db.complaints.filter((complaint) => complaint.status === 'new').length,
    applicationsPending: db.applications.filter((application) => application.status === 'pending')
      .length,
  };
}

export const handlers = [authed('get', '/stats/counters', () => ok(countQueues()))];
