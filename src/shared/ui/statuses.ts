import type { MantineColor } from '@mantine/core';
import type { StatusStyle } from './StatusBadge';
// The labels alone, without the entities' schemas: every list draws these badges.
import { APPLICATION_STATUS_LABELS } from '@/contract/applications-labels';
import { COMMENT_STATUS_LABELS } from '@/contract/comments-labels';
import { COMPLAINT_STATUS_LABELS } from '@/contract/complaints-labels';
import { CONTEST_STATUS_LABELS } from '@/contract/contests-labels';
import { CONTRIBUTION_STATUS_LABELS } from '@/contract/contributions-labels';
import { USER_STATUS_LABELS } from '@/contract/users-labels';
import { VIDEO_STATUS_LABELS } from '@/contract/videos-labels';

/**
 * Each status's label from its contract with the badge colour the panel gives it, in the order of
 * `colors` (the order the status switches list them). An area whose statuses no other area shows
 * keeps its styles in its feature folder.
 */
export function statusStyles<S extends string>(
  labels: Record<S, string>,
  colors: Record<S, MantineColor>,
): Record<S, StatusStyle> {
  const styles = {} as Record<S, StatusStyle>;
  for (const status of Object.keys(colors) as S[]) {
    styles[status] = { label: labels[status], color: colors[status] };
  }
  return styles;
}

/**
 * The entity statuses several areas show (a user's videos on the user card, complaints on the
 * comments page…), as the panel shows them (label and badge colour), in one place.
 */
export const VIDEO_STATUS_STYLES = statusStyles(VIDEO_STATUS_LABELS, {
  moderation: 'yellow',
  published: 'green',
  rejected: 'red',
});

export const USER_STATUS_STYLES = statusStyles(USER_STATUS_LABELS, {
  active: 'green',
  blocked: 'red',
});

export const APPLICATION_STATUS_STYLES = statusStyles(APPLICATION_STATUS_LABELS, {
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
});

export const COMMENT_STATUS_STYLES = statusStyles(COMMENT_STATUS_LABELS, {
  visible: 'green',
  hidden: 'gray',
});

export const COMPLAINT_STATUS_STYLES = statusStyles(COMPLAINT_STATUS_LABELS, {
  new: 'orange',
  resolved: 'green',
  rejected: 'gray',
});

export const CONTRIBUTION_STATUS_STYLES = statusStyles(CONTRIBUTION_STATUS_LABELS, {
  succeeded: 'green',
  pending: 'yellow',
  failed: 'red',
  refunded: 'gray',
});

/**
 * Labels of the contest states from the contract (src/contract/contests.ts): `scheduled` is an
 * `active` contest whose start is still ahead (`contestState`).
 */
export const CONTEST_STATUS_STYLES = statusStyles(CONTEST_STATUS_LABELS, {
  draft: 'gray',
  scheduled: 'cyan',
  active: 'green',
  finished: 'blue',
  cancelled: 'red',
});
