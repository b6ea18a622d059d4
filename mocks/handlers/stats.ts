import { db } from '../db';
import { escalatedIds } from '../escalations';
import { authed, ok } from '../http';

/** Queue counters for the navigation badges; each area's table feeds its own counter. */
export function countQueues() {
  // What waits for a second opinion is out of the moderators' queues: the administrators' counter.
  const videos = escalatedIds('videos');
  const complaints = escalatedIds('complaints');
  const applications = escalatedIds('applications');
  return {
    videosModeration: db.videos.filter(
      (video) => video.status === 'moderation' && !videos.has(video.id),
    ).length,
    complaintsNew: db.complaints.filter(
      (complaint) => complaint.status === 'new' && !complaints.has(complaint.id),
    ).length,
    applicationsPending: db.applications.filter(
      (application) => application.status === 'pending' && !applications.has(application.id),
    ).length,
    secondOpinions: videos.size + complaints.size + applications.size,
  };
}

export const handlers = [authed('get', '/stats/counters', () => ok(countQueues()))];
