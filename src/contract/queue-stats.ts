import * as z from 'zod/mini';
import { isoDate, userSummarySchema } from './common';

/**
 * The queues' health (`GET /stats/queues`): per queue what waits and how fast it moves, per
 * moderator their pace and how often their decisions were changed afterwards. One contract for the
 * panel's «Обзор очередей», the mock that computes it from its audit trail and the OpenAPI document.
 */

/** The three queues, by the path segment of their endpoints. */
export const QUEUE_NAMES = ['videos', 'complaints', 'applications'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

export const QUEUE_LABELS: Record<QueueName, string> = {
  videos: 'Видео',
  complaints: 'Жалобы',
  applications: 'Заявки',
};

/** A queue's target: how long an item may wait, in whole hours. */
export const QUEUE_TARGET_HOURS = { min: 1, max: 720 } as const;
/** The longest period one call covers (its hours are one row each). */
export const QUEUE_STATS_MAX_DAYS = 31;
export const HOUR_MS = 3_600_000;

export const QUEUE_STATS_ERRORS = {
  date: 'Укажите дату и время в формате ISO 8601',
  order: 'Конец периода раньше его начала',
  period: `Период не длиннее ${QUEUE_STATS_MAX_DAYS} дня`,
  target: `Срок — целое число часов от ${QUEUE_TARGET_HOURS.min} до ${QUEUE_TARGET_HOURS.max}`,
} as const;

const count = z.int().check(z.nonnegative());
const share = z.number().check(z.gte(0), z.lte(1));

/** One hour of a queue: items that came in, decisions made. */
export const queueHourSchema = z.object({ at: isoDate, received: count, decided: count });
export type QueueHour = z.infer<typeof queueHourSchema>;

export const queueSummarySchema = z.object({
  queue: z.enum(QUEUE_NAMES),
  /** Items waiting now for the moderators (those waiting for a second opinion are not). */
  waiting: count,
  /** Items waiting now for a second opinion, out of the moderators' queue. */
  secondOpinionsWaiting: count,
  /** When the oldest waiting item came in; null while none waits. */
  oldestWaitingSince: z.nullable(isoDate),
  targetHours: z.int(),
  /** Waiting items older than the target. */
  overTarget: count,
  /** Over the period. */
  received: count,
  decided: count,
  /** Second opinions asked over the period. */
  escalated: count,
  /** Every hour of the period, oldest first, hours without traffic as zeros. */
  hours: z.array(queueHourSchema),
});
export type QueueSummary = z.infer<typeof queueSummarySchema>;

export const moderatorStatsSchema = z.object({
  moderator: userSummarySchema,
  /** Decisions in the last 24 hours of the period. */
  decisionsLastDay: count,
  /** Decisions over the period. */
  decisions: count,
  /** Median seconds from opening (claiming) an item to deciding it; null when none was opened first. */
  medianSeconds: z.nullable(z.number()),
  /** The share of the period's decisions the moderator changed again afterwards. */
  undoneShare: share,
  /** The share changed afterwards by somebody else. */
  reversedShare: share,
  /** Second opinions the moderator asked over the period. */
  escalations: count,
});
export type ModeratorStats = z.infer<typeof moderatorStatsSchema>;

export const queueStatsSchema = z.object({
  dateFrom: isoDate,
  dateTo: isoDate,
  /** The moment the figures were taken: ages are counted to it. */
  generatedAt: isoDate,
  queues: z.array(queueSummarySchema),
  /**
   * Administrators: everyone who decided or asked for a second opinion in the period; a moderator:
   * their own row only.
   */
  moderators: z.array(moderatorStatsSchema),
});
export type QueueStats = z.infer<typeof queueStatsSchema>;

const targetHours = z
  .int(QUEUE_STATS_ERRORS.target)
  .check(
    z.gte(QUEUE_TARGET_HOURS.min, QUEUE_STATS_ERRORS.target),
    z.lte(QUEUE_TARGET_HOURS.max, QUEUE_STATS_ERRORS.target),
  );

/** The queues' targets; `PATCH /stats/queues/targets` takes any of them (administrators). */
export const queueTargetsBodySchema = z.object({
  videos: targetHours,
  complaints: targetHours,
  applications: targetHours,
});
export type QueueTargets = z.infer<typeof queueTargetsBodySchema>;
