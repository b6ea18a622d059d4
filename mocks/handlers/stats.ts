import { db } from '../db';
import { escalatedIds } from '../escalations';
import { authed, ok } from '../http';

/** Queue counters for the navigation badges; each area's table feeds its own counter. */
export function countQueues() {
  // What waits for a second opinion is out of the moderators' queues: the administrators' counter.
  const videos = escalatedIds('videos');
  const complaints = escalatedIds('complaints');
  const applications = escalatedIds('applications');
  const waiting = {
    videos: db.videos.filter((video) => video.status === 'moderation'),
    complaints: db.complaints.filter((complaint) => complaint.status === 'new'),
    applications: db.applications.filter((application) => application.status === 'pending'),
  };
  // A request whose item was deleted or decided otherwise waits for nothing: it is not counted.
  const asked =
    waiting.videos.filter((video) => videos.has(video.id)).length +
    waiting.complaints.filter((complaint) => complaints.has(complaint.id)).length +
    waiting.applications.filter((application) => applications.has(application.id)).length;
  return {
    videosModeration: waiting.videos.filter((video) => !videos.has(video.id)).length,
    complaintsNew: waiting.complaints.filter((complaint) => !complaints.has(complaint.id)).length,
    applicationsPending: waiting.applications.filter(
      (application) => !applications.has(application.id),
    ).length,
    secondOpinions: asked,
  };
}

export const handlers = [authed('get', '/stats/counters', () => ok(countQueues()))];
