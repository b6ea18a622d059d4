import * as z from 'zod/mini';
import { isoDate, userSummarySchema } from './common';

/**
 * What a queue item carries of a second opinion asked about it, and what the lists decide by it:
 * apart from the rest of the second opinions' contract (escalations.ts), which a list's first paint
 * does not draw.
 */

/** A queue item's request waiting for an answer, as the item carries it (`escalation`, else null). */
export const itemEscalationSchema = z.object({
  id: z.number(),
  note: z.string(),
  askedBy: userSummarySchema,
  askedAt: isoDate,
});
export type ItemEscalation = z.infer<typeof itemEscalationSchema>;

/** `Ждёт второго мнения: просит <nickname>`: the 409 of deciding or escalating an item another asked about. */
export function escalatedMessage(nickname: string): string {
  return `Ждёт второго мнения: просит ${nickname}`;
}

/** An item of a queue as the panel reads it: its waiting request, if any. */
interface Escalable {
  escalation?: ItemEscalation | null;
}

/** Why the viewer may not decide the item now: a moderator, while it waits for a second opinion. */
export function decidedByAdministrators(item: Escalable, admin: boolean): string | null {
  return item.escalation && !admin ? escalatedMessage(item.escalation.askedBy.nickname) : null;
}

/** Why no second opinion can be asked about the item: it waits for one already. */
export function escalationUnavailable(item: Escalable): string | null {
  return item.escalation ? escalatedMessage(item.escalation.askedBy.nickname) : null;
}
