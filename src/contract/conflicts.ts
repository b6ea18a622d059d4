import * as z from 'zod/mini';
import { claimSchema, decidedFields } from './common';

/**
 * What every failure answers (docs/product.md#api-conventions), and the facts a 409 of the queues
 * carries as fields (docs/product.md#several-moderators-at-once): the claim in force when another
 * moderator holds the item, who decided it and when when a decision came late. The panel reads
 * these fields, never the message's words.
 */
export const errorSchema = z.object({
  message: z.string(),
  /** 422 only: a message per field, shown under that field. */
  errors: z.optional(z.record(z.string(), z.string())),
  /** 409 of a claim only: the claim in force, whose holder the message names. */
  claim: z.optional(claimSchema),
  /** 409 of a late decision only: who made the decision the item has, and when. */
  decidedBy: z.optional(decidedFields.decidedBy),
  decidedAt: z.optional(decidedFields.decidedAt),
});
export type ErrorBody = z.infer<typeof errorSchema>;

/** The facts of a 409, read leniently: a fact that does not parse is left out, the rest stays. */
export const conflictFactsSchema = z.object({
  claim: z.catch(z.optional(claimSchema), undefined),
  decidedBy: z.catch(z.optional(decidedFields.decidedBy), undefined),
  decidedAt: z.catch(z.optional(decidedFields.decidedAt), undefined),
});
export type ConflictFacts = z.infer<typeof conflictFactsSchema>;

/** `Сейчас проверяет <nickname>`: the message of a claim another moderator holds. */
export function claimedMessage(nickname: string): string {
  return `Сейчас проверяет ${nickname}`;
}

let decidedAtFormat: Intl.DateTimeFormat | null = null;

/** Moscow time, as the panel's users read it wherever the server runs: `23.11.2026, 09:15`. */
export function formatDecidedAt(iso: string): string {
  decidedAtFormat ??= new Intl.DateTimeFormat('ru-RU', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Moscow',
  });
  return decidedAtFormat.format(new Date(iso));
}

/** `Уже решено: <nickname>, <date>`: the message of a decision that came after somebody else's. */
export function decidedMessage(nickname: string | null, at: string | null): string {
  const who = nickname ?? 'неизвестно кто';
  return at ? `Уже решено: ${who}, ${formatDecidedAt(at)}` : `Уже решено: ${who}`;
}
