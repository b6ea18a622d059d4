import { db } from '../db';
import { ADMIN_ID, call } from '../testing';
import { expect } from 'vitest';
import type { AuditEntityType } from '@/contract/audit';
import { auditPageSchema } from '@/contract/audit-schema';

/**
 * The audit trail (docs/product.md#audit-trail): each change recorded once with its changed fields;
 * refusals never.
 */

export const post = (path: string, body?: unknown, as = ADMIN_ID) =>
  call(path, { method: 'POST', body: body ?? {}, as });

export const waitingVideo = () => db.videos.find((video) => video.status === 'moderation')!;
export const patch = (path: string, body?: unknown, as = ADMIN_ID) =>
  call(path, { method: 'PATCH', body: body ?? {}, as });

/** A new complaint (about `targetType` if given). */
export const newComplaint = (targetType?: string) =>
  db.complaints.find(
    (row) => row.status === 'new' && (!targetType || row.targetType === targetType),
  )!;

/** The entries `as` reads about one entity, through `GET /audit` as the history panels ask. */
export async function historyOf(entityType: AuditEntityType, entityId: number, as = ADMIN_ID) {
  const answer = await call(`/audit?entityType=${entityType}&entityId=${entityId}&limit=100`, {
    as,
  });
  expect(answer.status).toBe(200);
  return auditPageSchema.parse(answer.result);
}
