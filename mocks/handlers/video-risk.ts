import { RISK_THRESHOLD_DEFAULT, videoRiskMax, type RiskThreshold } from '@/contract/video-risk';
import { audited } from '../audit';
import { commit, db, findById } from '../db';
import { adminOnly, authed, notFound, ok, parsedBody } from '../http';
import type { MockQueueTarget } from '../seed/queue-targets';
import { videoView } from '../views';
import { VIDEO_ERRORS } from './videos';

/**
 * A video's risk per frame (docs/api.md, «Risk per frame»): the panel that scored a video's frames
 * sends them once, everyone else reads them with the video. Scores are the model's output, not a
 * person's decision: they are kept, not written to the audit trail. The threshold of a mark is the
 * moderation policy's, kept on the video queue's row of the policy (beside its target), and its
 * change is in the trail like the target's.
 */

/** The video queue's row of the policy: its target, and the risk threshold. */
function videoQueuePolicy(): MockQueueTarget | undefined {
  return db.queueTargets.find((row) => row.queue === 'videos');
}

/** The threshold in force. */
export function riskThresholdOf(): number {
  return videoQueuePolicy()?.riskThreshold ?? RISK_THRESHOLD_DEFAULT;
}

const thresholdView = (): RiskThreshold => ({ threshold: riskThresholdOf() });

export const handlers = [
  /** Keeps a video's scores (moderators and administrators): the maximum is the server's to compute. */
  authed<{ id: string }>('put', '/videos/:id/risk', async ({ params, request, me }) => {
    const body = await parsedBody(request, 'PUT /videos/{id}/risk');
    if (body instanceof Response) return body;
    const video = findById(db.videos, params.id);
    if (!video) return notFound(VIDEO_ERRORS.notFound);
    video.risk = {
      model: body.model,
      modelVersion: body.modelVersion,
      frames: body.frames,
      max: videoRiskMax(body.frames),
      scoredAt: new Date().toISOString(),
      scoredBy: me.id,
    };
    commit();
    return ok(videoView(video));
  }),

  /** Every panel user reads the threshold: their filmstrip marks the frames at or above it. */
  authed('get', '/policy/risk-threshold', () => ok(thresholdView())),

  /** Administrators set it; the change is in the audit trail. */
  authed('put', '/policy/risk-threshold', async ({ request, me }) => {
    const denied = adminOnly(me);
    if (denied) return denied;
    const body = await parsedBody(request, 'PUT /policy/risk-threshold');
    if (body instanceof Response) return body;
    const row = videoQueuePolicy();
    if (row) {
      audited(me, { action: 'update', entityType: 'queue_target' }, row, (target) => {
        target.riskThreshold = body.threshold;
      });
      commit();
    }
    return ok(thresholdView());
  }),
];
