import {
  HOUR_MS,
  QUEUE_LABELS,
  QUEUE_NAMES,
  QUEUE_STATS_ERRORS,
  QUEUE_STATS_MAX_DAYS,
  type QueueStats,
  type QueueTargets,
} from '@/contract/queue-stats';
import { audited } from '../audit';
import { csvDocument, csvResponse } from '../csv';
import { commit, db } from '../db';
import { adminOnly, authed, isAdminUser, ok, validationFailed } from '../http';
import { readJson, unknownParams } from '../request-parsing';
import type { MockUser } from '../types';
import { queueStats } from '../views/queue-stats';

const PARAMS = ['dateFrom', 'dateTo'] as const;

/** The period asked for (by default the 7 days up to now), or the 422 of a malformed one. */
function readPeriod(url: URL): { from: number; to: number } | Response {
  const unknown = unknownParams(url, PARAMS);
  if (Object.keys(unknown).length > 0) return validationFailed(unknown);
  const now = Date.now();
  const errors: Record<string, string> = {};
  const read = (name: (typeof PARAMS)[number], fallback: number) => {
    const value = url.searchParams.get(name);
    if (value === null) return fallback;
    const at = /^\d{4}-\d{2}-\d{2}/.test(value) ? Date.parse(value) : Number.NaN;
    if (Number.isNaN(at)) errors[name] = QUEUE_STATS_ERRORS.date;
    return at;
  };
  const to = read('dateTo', now);
  const from = read('dateFrom', to - 7 * 24 * HOUR_MS);
  if (Object.keys(errors).length > 0) return validationFailed(errors);
  if (to < from) return validationFailed({ dateTo: QUEUE_STATS_ERRORS.order });
  if (to - from > QUEUE_STATS_MAX_DAYS * 24 * HOUR_MS) {
    return validationFailed({ dateTo: QUEUE_STATS_ERRORS.period });
  }
  return { from, to };
}

/** The figures as the caller may read them: a moderator gets their own row of the moderators only. */
function statsFor(url: URL, me: MockUser): QueueStats | Response {
  const period = readPeriod(url);
  if (period instanceof Response) return period;
  return queueStats({
    ...period,
    now: Date.now(),
    onlyModerator: isAdminUser(me) ? null : me.id,
  });
}

const percent = (share: number) => (share * 100).toFixed(1).replace('.', ',');

/** The page's two tables in one file: the queues, an empty line, the moderators. */
function statsCsv(stats: QueueStats): string {
  const queues = csvDocument(
    [
      'Очередь',
      'Ждут',
      'Ждёт с (UTC)',
      'Срок, ч',
      'Дольше срока',
      'Поступило за период',
      'Решено за период',
      'Ждут второго мнения',
      'Вторых мнений за период',
    ],
    stats.queues.map((queue) => [
      QUEUE_LABELS[queue.queue],
      String(queue.waiting),
      queue.oldestWaitingSince ?? '',
      String(queue.targetHours),
      String(queue.overTarget),
      String(queue.received),
      String(queue.decided),
      String(queue.secondOpinionsWaiting),
      String(queue.escalated),
    ]),
  );
  const moderators = csvDocument(
    [
      'Модератор',
      'Решений за 24 часа',
      'Решений за период',
      'Медиана до решения, с',
      'Изменено им же, %',
      'Изменено другими, %',
      'Вторых мнений за период',
    ],
    stats.moderators.map((row) => [
      row.moderator.nickname,
      String(row.decisionsLastDay),
      String(row.decisions),
      row.medianSeconds === null ? '' : String(row.medianSeconds),
      percent(row.undoneShare),
      percent(row.reversedShare),
      String(row.escalations),
    ]),
  );
  // One BOM, at the start of the file.
  return `${queues}\r\n${moderators.replace(/^\uFEFF/, '')}`;
}

export const handlers = [
  /** The queues' health over a period (docs/api.md, «Queue health»). */
  authed('get', '/stats/queues', ({ url, me }) => {
    const stats = statsFor(url, me);
    return stats instanceof Response ? stats : ok(stats);
  }),

  /** The same figures as a CSV file. */
  authed('get', '/stats/queues/export', ({ url, me }) => {
    const stats = statsFor(url, me);
    return stats instanceof Response ? stats : csvResponse('queues', statsCsv(stats));
  }),

  /** The queues' targets, in hours, those sent changed (administrators): all of them answered. */
  authed('patch', '/stats/queues/targets', async ({ request, me }) => {
    const denied = adminOnly(me);
    if (denied) return denied;
    const body = (await readJson(request)) as Partial<QueueTargets>;
    for (const queue of QUEUE_NAMES) {
      const target = db.queueTargets.find((row) => row.queue === queue);
      const hours = body[queue];
      // A target is the moderation policy's: its change is in the trail like a reason's.
      if (target && hours !== undefined) {
        audited(me, { action: 'update', entityType: 'queue_target' }, target, (row) => {
          row.targetHours = hours;
        });
      }
    }
    commit();
    return ok(
      Object.fromEntries(
        db.queueTargets.map((row) => [row.queue, row.targetHours]),
      ) as QueueTargets,
    );
  }),
];
