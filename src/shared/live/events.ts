import * as z from 'zod/mini';
import { claimSchema, countersSchema, isoDate, userSummarySchema } from '../api/schemas';

/** The queues whose items are claimed and decided (PRODUCT §7), by the path of their endpoints. */
export const LIVE_QUEUES = ['videos', 'complaints', 'applications'] as const;
export type LiveQueue = (typeof LIVE_QUEUES)[number];

const queue = z.enum(LIVE_QUEUES);

/** `claim`: somebody took, renewed or let go of an item (`claim: null`). */
export const claimEventSchema = z.object({ queue, id: z.number(), claim: claimSchema });

/** `decision`: an item's status changed (decided, reopened); it is then held by nobody. */
export const decisionEventSchema = z.object({
  queue,
  id: z.number(),
  status: z.string(),
  by: z.nullable(userSummarySchema),
  at: z.nullable(isoDate),
});

export type LiveEvent =
  | { type: 'claim'; data: z.infer<typeof claimEventSchema> }
  | { type: 'decision'; data: z.infer<typeof decisionEventSchema> }
  | { type: 'counters'; data: z.infer<typeof countersSchema> };

export const LIVE_EVENT_TYPES = ['claim', 'decision', 'counters'] as const;

const schemas = {
  claim: claimEventSchema,
  decision: decisionEventSchema,
  counters: countersSchema,
};

/**
 * One server-sent event as the panel uses it; null for anything else (an unknown name, data that is
 * not JSON or not of the contract's shape): a bad event is dropped, never applied.
 */
export function parseLiveEvent(type: string, data: string): LiveEvent | null {
  if (!(LIVE_EVENT_TYPES as readonly string[]).includes(type)) return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = schemas[type as LiveEvent['type']].safeParse(json);
  return parsed.success ? ({ type, data: parsed.data } as LiveEvent) : null;
}
