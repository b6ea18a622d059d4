import { db } from '../db';
import type { ComplaintTargetType } from '../types';

/*
 * Derived counts. Each is one pass over its table, cached while the table is the same array of the same
 * length: rows are only added (push), removed (filter, a new array) or replaced with the whole database,
 * and the fields counted by (a comment's video, a complaint's target, reason and target user) never
 * change after a row is created.
 */
const countCache = new WeakMap<
  object,
  Map<string, { length: number; counts: Map<unknown, number> }>
>();

function countBy<T extends object>(
  rows: readonly T[],
  name: string,
  key: (row: T) => unknown,
): Map<unknown, number> {
  let byName = countCache.get(rows);
  if (!byName) countCache.set(rows, (byName = new Map()));
  const cached = byName.get(name);
  if (cached && cached.length === rows.length) return cached.counts;
  const counts = new Map<unknown, number>();
  for (const row of rows) {
    const value = key(row);
    counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  byName.set(name, { length: rows.length, counts });
  return counts;
}

/** Complaints about one target (targetType + target id), whatever their status. */
export function complaintsCount(targetType: ComplaintTargetType, targetId: number): number {
  return (
    countBy(db.complaints, 'target', (row) => `${row.targetType}:${row.targetId}`).get(
      `${targetType}:${targetId}`,
    ) ?? 0
  );
}

/** Complaints about a user: about their profile, their videos and their comments (`targetUserId`). */
export function complaintsAboutUser(userId: number): number {
  return countBy(db.complaints, 'targetUser', (row) => row.targetUserId).get(userId) ?? 0;
}

export function complaintsWithReason(reasonId: number): number {
  return countBy(db.complaints, 'reason', (row) => row.reasonId).get(reasonId) ?? 0;
}

/** Comments under a video, visible or hidden: what /comments?videoId= lists. */
export function commentsCount(videoId: number): number {
  return countBy(db.comments, 'video', (row) => row.videoId).get(videoId) ?? 0;
}
