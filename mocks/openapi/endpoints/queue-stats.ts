import { z } from 'zod';
import {
  QUEUE_STATS_MAX_DAYS,
  QUEUE_TARGET_HOURS,
  queueStatsSchema,
  queueTargetsBodySchema,
} from '@/contract/queue-stats';
import { component, endpoint, type Endpoint, type QueryParam } from '../define';
import { contractBody } from '../bodies';

export const tags = {
  'Queue health': 'How the queues are doing, and how fast each moderator works them.',
};

const instant = (description: string, probe: string): QueryParam => ({
  schema: z.iso.datetime(),
  description: `${description} An ISO 8601 date-time (or a day).`,
  probes: [probe],
  invalid: 'yesterday',
});

const period = {
  dateFrom: instant(
    'The period starts here; by default 7 days before `dateTo`.',
    '2026-11-13T09:00:00Z',
  ),
  dateTo: instant('The period ends here; by default now.', '2026-11-20T09:00:00Z'),
};

const PERIOD_ERRORS = `A malformed \`dateFrom\` or \`dateTo\`, \`dateTo\` before \`dateFrom\`, or more than ${QUEUE_STATS_MAX_DAYS} days apart.`;

export const endpoints: Endpoint[] = [
  endpoint({
    id: 'getQueueStats',
    method: 'get',
    path: '/stats/queues',
    tag: 'Queue health',
    summary: 'The queues’ health and the moderators’ pace over a period',
    description:
      'Per queue (videos in `moderation`, complaints `new`, applications `pending`): what waits now, since when the oldest waits, how many wait longer than the queue’s target, and per hour of the period (oldest first, hours without traffic as zeros) the items that came in and the decisions made. Per moderator, over the period: decisions (and those of its last 24 hours), the median seconds from opening an item (taking its claim) to deciding it, and the shares of their decisions changed again afterwards by themselves (`undoneShare`) and by somebody else (`reversedShare`). A decision is any change of a queue item’s status the audit trail records. Administrators get everyone who decided in the period; a moderator gets the queues and their own row only.',
    query: period,
    result: component('QueueStats', queueStatsSchema),
    errors: { 422: PERIOD_ERRORS },
    probe: {},
    failures: [
      { status: 422, query: { dateFrom: '2026-11-20T00:00:00Z', dateTo: '2026-11-19T00:00:00Z' } },
      { status: 422, query: { dateFrom: '2026-09-01T00:00:00Z', dateTo: '2026-11-19T00:00:00Z' } },
    ],
  }),
  endpoint({
    id: 'exportQueueStats',
    method: 'get',
    path: '/stats/queues/export',
    tag: 'Queue health',
    summary: 'The queues’ health as a CSV file',
    description:
      'The figures of `GET /stats/queues` for Excel (UTF-8 with a BOM, `;`-separated, CRLF lines): the queues (`Очередь;Ждут;Ждёт с (UTC);Срок, ч;Дольше срока;Поступило за период;Решено за период`), an empty line, the moderators (`Модератор;Решений за 24 часа;Решений за период;Медиана до решения, с;Изменено им же, %;Изменено другими, %`). A field a spreadsheet would read as a formula is written as text. A moderator’s file holds their own row only. `Content-Disposition: attachment; filename="queues-<YYYY-MM-DD>.csv"`.',
    query: period,
    result: z.string(),
    produces: 'text/csv',
    errors: { 422: `${PERIOD_ERRORS} (JSON)` },
    probe: {},
  }),
  endpoint({
    id: 'setQueueTargets',
    method: 'patch',
    path: '/stats/queues/targets',
    tag: 'Queue health',
    summary: 'Set how long an item of each queue may wait',
    description:
      'Whole hours; the queues sent change, the others keep theirs. Answers every queue’s target.',
    adminOnly: true,
    body: contractBody('patch', '/stats/queues/targets', {
      videos: 'Hours a video may wait.',
      complaints: 'Hours a complaint may wait.',
      applications: 'Hours an application may wait.',
    }),
    result: component('QueueTargets', queueTargetsBodySchema),
    errors: {
      422: `A target that is no whole number of hours from ${QUEUE_TARGET_HOURS.min} to ${QUEUE_TARGET_HOURS.max}.`,
    },
    probe: { body: { complaints: 6 } },
    failures: [{ status: 422, body: { videos: 0 } }],
  }),
];
