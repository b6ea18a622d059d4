import { z } from 'zod';
import { applicationSchema } from '@/contract/applications';
import { complaintDecisionSchema, complaintNoteField } from '@/contract/complaints';
import { VIDEO_STATUSES, videoSchema } from '@/contract/videos';
import { categoryRefSchema, contestRefSchema } from '@/contract/common';
import { bulkResultSchema, claimSchema, userSchema, userSummarySchema } from '@/contract/common';
import { commentSchema as commentContract } from '@/contract/comments';
import { complaintSchema as complaintContract } from '@/contract/complaints';
import type { MockDatabase } from '../../db';
import { component, documented } from '../define';

/**
 * What several parts of the catalogue share: named answers (a name of their own, so the document
 * references them instead of repeating them), the decisions' vocabulary, the seed's waiting items.
 */
component('UserSummary', userSummarySchema);
component('CategoryRef', categoryRefSchema);
component('ContestRef', contestRefSchema);
export const user = component('User', userSchema);
export const video = component('Video', videoSchema);
export const application = component('Application', applicationSchema);
export const complaint = component('Complaint', complaintContract);
export const comment = component('Comment', commentContract);
export const complaintDecision = component('ComplaintDecision', complaintDecisionSchema);
export const claim = component('Claim', claimSchema);
export const decisionsResult = component('BulkDecisionResult', bulkResultSchema);
/**
 * docs/product.md#several-moderators-at-once: the status the moderator saw; another one means
 * somebody decided meanwhile.
 */
export const expectedVideoStatus = z
  .enum(VIDEO_STATUSES)
  .optional()
  .describe(
    'The status the moderator saw. When the video has another one now: 409 `Уже решено: <nickname>, <date>` (bulk: skipped). Absent: `moderation` for a single decision; no check in bulk. A decision that would change nothing (the video is in that status already) is late whatever this says.',
  );
export const ALREADY_DECIDED = '`Уже решено: <nickname>, <DD.MM.YYYY, HH:mm>` (Moscow time)';

export const waiting = {
  video: (db: MockDatabase) => db.videos.find((row) => row.status === 'moderation')!.id,
  complaint: (db: MockDatabase) => db.complaints.find((row) => row.status === 'new')!.id,
  application: (db: MockDatabase) =>
    db.applications.find((row) => row.status === 'pending' && row.type !== 'payout')!.id,
};
export const decided = {
  complaint: (db: MockDatabase) => db.complaints.find((row) => row.status !== 'new')!.id,
  application: (db: MockDatabase) => db.applications.find((row) => row.status !== 'pending')!.id,
};

export const note = z.optional(documented(complaintNoteField, 'Trimmed.'));
