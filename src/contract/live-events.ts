import * as z from 'zod/mini';
import { claimSchema, countersSchema, isoDate, userSummarySchema } from './common';
import { escalationEventSchema } from './escalations';

/**
 * The events of `GET /events` (docs/product.md#live-queues), which the panel reads and the mock
 * sends (docs/api.md, GET /events).
 */

/**
 * The queues whose items are claimed and decided (docs/product.md#several-moderators-at-once), by
 * the path of their endpoints.
 */
export const LIVE_QUEUES = ['videos', 'complaints', 'applications'] as const;
export type LiveQueue = (typeof LIVE_QUEUES)[number];

const queue = z.enum(LIVE_QUEUES);

/** `claim`: somebody took, renewed or let go of an item (`claim: null`). */
export const claimEventSchema = z.object({ queue, id: z.number(), claim: claimSchema });

/** The entities a decision can change besides its own item, by the path of their endpoints. */
export const AFFECTED_ENTITIES = ['videos', 'comments', 'users'] as const;
export type AffectedEntity = (typeof AFFECTED_ENTITIES)[number];

/** Another entity a decision changed (a complaint resolved by hiding its video, blocking its author). */
export const decisionEffectSchema = z.object({
  entity: z.enum(AFFECTED_ENTITIES),
  id: z.number(),
  status: z.string(),
});

/**
 * `decision`: an item's status changed (decided, reopened); it is then held by nobody. `effects`: what
 * else the decision changed, with its new status (absent or empty when nothing).
 */
export const decisionEventSchema = z.object({
  queue,
  id: z.number(),
  status: z.string(),
  by: z.nullable(userSummarySchema),
  at: z.nullable(isoDate),
  effects: z.optional(z.array(decisionEffectSchema)),
});

/**
 * `session`: the session of the stream's user is over (they were blocked); `message` says why. Sent
 * to that user's streams alone, which the server then closes; the panel logs out at once.
 */
export const sessionEventSchema = z.object({ message: z.string() });

/**
 * `policy`: an administrator changed the moderation policy's ready-made reasons; the dialogs read
 * them again (docs/product.md#moderation-policy).
 */
export const policyEventSchema = z.object({});

/**
 * `risk`: a video's frames were scored (`PUT /videos/{id}/risk`): `riskMax` is its highest frame
 * risk, shown on the video's rows where they are; its page reads the scores again.
 */
export const riskEventSchema = z.object({
  queue: z.literal('videos'),
  id: z.number(),
  riskMax: z.nullable(z.number()),
});

export const LIVE_EVENT_TYPES = [
  'claim',
  'decision',
  'counters',
  'session',
  'policy',
  'escalation',
  'risk',
] as const;

export type LiveEvent =
  | { type: 'claim'; data: z.infer<typeof claimEventSchema> }
  | { type: 'decision'; data: z.infer<typeof decisionEventSchema> }
  | { type: 'counters'; data: z.infer<typeof countersSchema> }
  | { type: 'session'; data: z.infer<typeof sessionEventSchema> }
  | { type: 'policy'; data: z.infer<typeof policyEventSchema> }
  | { type: 'escalation'; data: z.infer<typeof escalationEventSchema> }
  | { type: 'risk'; data: z.infer<typeof riskEventSchema> };

export const liveEventSchemas = {
  claim: claimEventSchema,
  decision: decisionEventSchema,
  counters: countersSchema,
  session: sessionEventSchema,
  policy: policyEventSchema,
  risk: riskEventSchema,
  escalation: escalationEventSchema,
};
