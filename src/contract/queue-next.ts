import * as z from 'zod/mini';
import { heldClaimSchema } from './common';

/**
 * The next item of a queue, handed out by the server (docs/product.md#queues-at-scale):
 * `POST /{videos|complaints|applications}/next` with the query of that queue's list (its filters and
 * `search`, as its list contract says; no page, limit, sort or order: the next one is the oldest) and
 * `skip`, claims the oldest waiting item of the filter that nobody else holds (one the caller holds
 * is theirs to be given again) and answers it with the claim taken; 204 when none is free.
 */
export const NEXT_QUEUES = ['videos', 'complaints', 'applications'] as const;
export type NextQueue = (typeof NEXT_QUEUES)[number];

/**
 * `skip`: ids the caller passes over, comma-separated: the items whose decision the panel still holds
 * back for its undo window, which wait on the server until it is sent.
 */
export const NEXT_SKIP_MAX = 100;
export const NEXT_SKIP_MESSAGE = `Ожидаются id через запятую, не больше ${NEXT_SKIP_MAX}`;

/** `{ item, claim }`: the item as its list and detail answer it, and the claim just taken. */
export function nextItemSchema<T extends z.core.$ZodType>(item: T) {
  return z.object({ item, claim: heldClaimSchema });
}
