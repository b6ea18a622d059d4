import type { StatusStyle } from './StatusBadge';
import { CONTEST_STATUS_LABELS } from '@/contract/contests';
import { VIDEO_STATUS_LABELS } from '@/contract/videos';
import { APPLICATION_STATUS_LABELS } from '@/contract/applications';
import { COMMENT_STATUS_LABELS } from '@/contract/comments';
import { COMPLAINT_STATUS_LABELS } from '@/contract/complaints';
import { CONTRIBUTION_STATUS_LABELS } from '@/contract/contributions';
import { STOCK_STATUS_LABELS } from '@/contract/stocks-list';
import { USER_STATUS_LABELS } from '@/contract/users-list';

/**
 * Every entity status as the panel shows it (label and badge colour), in one place: several areas show
 * the same entities (a user's videos on the user card, complaints on the comments page…).
 */
export const VIDEO_STATUS_STYLES = {
  moderation: { label: VIDEO_STATUS_LABELS.moderation, color: 'yellow' },
  published: { label: VIDEO_STATUS_LABELS.published, color: 'green' },
  rejected: { label: VIDEO_STATUS_LABELS.rejected, color: 'red' },
} as const satisfies Record<string, StatusStyle>;

export const USER_STATUS_STYLES = {
  active: { label: USER_STATUS_LABELS.active, color: 'green' },
  blocked: { label: USER_STATUS_LABELS.blocked, color: 'red' },
} as const satisfies Record<string, StatusStyle>;

export const APPLICATION_STATUS_STYLES = {
  pending: { label: APPLICATION_STATUS_LABELS.pending, color: 'yellow' },
  approved: { label: APPLICATION_STATUS_LABELS.approved, color: 'green' },
  rejected: { label: APPLICATION_STATUS_LABELS.rejected, color: 'red' },
} as const satisfies Record<string, StatusStyle>;

export const COMMENT_STATUS_STYLES = {
  visible: { label: COMMENT_STATUS_LABELS.visible, color: 'green' },
  hidden: { label: COMMENT_STATUS_LABELS.hidden, color: 'gray' },
} as const satisfies Record<string, StatusStyle>;

export const COMPLAINT_STATUS_STYLES = {
  new: { label: COMPLAINT_STATUS_LABELS.new, color: 'orange' },
  resolved: { label: COMPLAINT_STATUS_LABELS.resolved, color: 'green' },
  rejected: { label: COMPLAINT_STATUS_LABELS.rejected, color: 'gray' },
} as const satisfies Record<string, StatusStyle>;

export const CONTRIBUTION_STATUS_STYLES = {
  succeeded: { label: CONTRIBUTION_STATUS_LABELS.succeeded, color: 'green' },
  pending: { label: CONTRIBUTION_STATUS_LABELS.pending, color: 'yellow' },
  failed: { label: CONTRIBUTION_STATUS_LABELS.failed, color: 'red' },
  refunded: { label: CONTRIBUTION_STATUS_LABELS.refunded, color: 'gray' },
} as const satisfies Record<string, StatusStyle>;

export const STOCK_STATUS_STYLES = {
  scheduled: { label: STOCK_STATUS_LABELS.scheduled, color: 'blue' },
  active: { label: STOCK_STATUS_LABELS.active, color: 'green' },
  finished: { label: STOCK_STATUS_LABELS.finished, color: 'gray' },
  disabled: { label: STOCK_STATUS_LABELS.disabled, color: 'red' },
} as const satisfies Record<string, StatusStyle>;

/**
 * Labels from the contract (src/contract/contests.ts). `scheduled` is no server status: an `active`
 * contest whose start is still ahead is shown so (`isScheduled`), as stocks show a later start.
 */
export const CONTEST_STATUS_STYLES = {
  draft: { label: CONTEST_STATUS_LABELS.draft, color: 'gray' },
  scheduled: { label: CONTEST_STATUS_LABELS.scheduled, color: 'cyan' },
  active: { label: CONTEST_STATUS_LABELS.active, color: 'green' },
  finished: { label: CONTEST_STATUS_LABELS.finished, color: 'blue' },
  cancelled: { label: CONTEST_STATUS_LABELS.cancelled, color: 'red' },
} as const satisfies Record<string, StatusStyle>;
