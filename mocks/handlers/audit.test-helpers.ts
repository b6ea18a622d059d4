import { db } from '../db';
import { ADMIN_ID, call } from '../testing';

/**
 * The audit trail (docs/product.md#audit-trail): each change recorded once with its changed fields;
 * refusals never.
 */

export const post = (path: string, body?: unknown, as = ADMIN_ID) =>
  call(path, { method: 'POST', body: body ?? {}, as });

export const waitingVideo = () => db.videos.find((video) => video.status === 'moderation')!;
