import type { MantineColor } from '@mantine/core';
import type { StatusStyle } from './StatusBadge';
// The labels alone, without the entities' schemas: every list draws these badges.
import {
  APPLICATION_STATUS_LABELS,
  COMMENT_STATUS_LABELS,
  COMPLAINT_STATUS_LABELS,
  CONTEST_STATUS_LABELS,
  CONTRIBUTION_STATUS_LABELS,
  STOCK_STATUS_LABELS,
  USER_STATUS_LABELS,
  VIDEO_STATUS_LABELS,
} from '@/contract/status-labels';

/**
 * Each status's label from its contract with the badge colour the panel gives it, in the order of
 * `colors` (the order the status switches list them).
 */
function statusStyles<S extends string>(
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
 * Every entity status as the panel shows it (label and badge colour), in one place: several areas show
 * the same entities (a user's videos on the user card, complaints on the comments page…).
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

export const STOCK_STATUS_STYLES = statusStyles(STOCK_STATUS_LABELS, {
  scheduled: 'blue',
  active: 'green',
  finished: 'gray',
  disabled: 'red',
});

/**
 * Labels of the contest states from the contract (src/contract/contests.ts): `scheduled` is an
 * `active` contest whose start is still ahead (`contestState`), as stocks show a later start.
 */
export const CONTEST_STATUS_STYLES = statusStyles(CONTEST_STATUS_LABELS, {
  draft: 'gray',
  scheduled: 'cyan',
  active: 'green',
  finished: 'blue',
  cancelled: 'red',
});
