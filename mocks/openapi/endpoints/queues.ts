import { z } from 'zod';
import {
  claimEventSchema,
  decisionEventSchema,
  policyEventSchema,
  riskEventSchema,
  sessionEventSchema,
} from '@/contract/live-events';
import { escalationEventSchema } from '@/contract/escalations';
import { countersSchema } from '@/contract/common';
import type { MockDatabase } from '../../db';
import { issueTicket } from '../../handlers/events';
import { component, contractBody, deleted, endpoint, type Endpoint } from '../define';
import { NEXT_SKIP_MAX, nextItemSchema } from '@/contract/queue-next';
import { applications } from './applications';
import { complaints } from './complaints';
import { videos } from './videos';
import { ALREADY_DECIDED, application, claim, complaint, decided, video, waiting } from './common';
import { type QueryParam, type Schema } from '../define';

/**
 * The queues (docs/product.md#several-moderators-at-once, docs/product.md#live-queues): their
 * counters, claims and live events.
 */
export const stats: Endpoint[] = [
  endpoint({
    id: 'getCounters',
    method: 'get',
    path: '/stats/counters',
    tag: 'Queues',
    summary: 'Queue sizes for the navigation badges',
    result: component('Counters', countersSchema),
    probe: {},
  }),
];

const skipParam: QueryParam = {
  schema: z.string().regex(/^[1-9][0-9]*(,[1-9][0-9]*)*$/),
  description: `Ids to pass over, comma-separated, at most ${NEXT_SKIP_MAX}: the items whose decision the caller still holds back (the panel's undo window), which wait on the server until it is sent.`,
  probes: ['1,2'],
  invalid: '1,x',
};

/**
 * docs/product.md#queues-at-scale: the next item of a queue, with the query of its list (`list`)
 * but for the page, the size and the order: the next one is the oldest.
 */
function nextEndpoint(queue: Queue, tag: string, what: string, list: Endpoint, item: Schema) {
  const { page: _page, limit: _limit, sort: _sort, order: _order, ...filters } = list.query!;
  const name = `${queue[0]!.toUpperCase()}${queue.slice(1, -1)}`;
  return endpoint({
    id: `next${name}`,
    method: 'post',
    path: `/${queue}/next`,
    tag,
    summary: `Take the next ${what}: the oldest of the filter that nobody else holds`,
    description: `The server hands out the work, so that moderators working the same queue never collide: the oldest waiting item (\`createdAt\`, then \`id\`) that the list \`GET /${queue}\` would show with these filters and search, that no other moderator's claim holds and that is not in \`skip\`, is claimed for the caller for 120 s in the same step (as \`POST /${queue}/{id}/claim\` does), so two calls at once never get the same item. An item the caller holds already is theirs to be given again (a reload finds the same one); a claim left behind lapses after its 120 s and the item is handed out again (the trail notes \`claim_takeover\`). A status filter other than the waiting one holds nothing to hand out. \`claim\` is the claim taken, the same as the item's \`claim\`.`,
    query: { ...filters, skip: skipParam },
    ...(queue === 'videos' && {
      body: contractBody('post', '/videos/next', {
        order:
          '`risk`: the riskiest waiting video first (the highest frame risk; videos not scored last, then the oldest); `oldest` (the default, or no body): the oldest.',
      }),
    }),
    result: component(`Next${name}`, nextItemSchema(item)),
    empty: `Nothing is free: no waiting item of the filter, or every one is held by another moderator (or in \`skip\`).`,
    errors: {
      422: 'A malformed filter or `skip`; `page`, `limit`, `sort` and `order` are not taken.',
    },
    probe: { as: 'moderator', ...(queue === 'videos' && { body: { order: 'risk' } }) },
    failures: [{ status: 422, query: { page: '1' } }],
  });
}

const byId = (endpoints: Endpoint[], id: string) => endpoints.find((each) => each.id === id)!;

export const next: Endpoint[] = [
  nextEndpoint('videos', 'Videos', 'video in moderation', byId(videos, 'listVideos'), video),
  nextEndpoint(
    'complaints',
    'Complaints',
    'new complaint',
    byId(complaints, 'listComplaints'),
    complaint,
  ),
  nextEndpoint(
    'applications',
    'Applications',
    'pending application',
    byId(applications, 'listApplications'),
    application,
  ),
];

type Queue = 'videos' | 'complaints' | 'applications';

/** docs/product.md#several-moderators-at-once: taking and letting go of a queue item, per queue. */
function claimEndpoints(
  queue: Queue,
  tag: string,
  what: string,
  notFoundMessage: string,
  waitingId: (db: MockDatabase) => number,
  decidedId: (db: MockDatabase) => number,
): Endpoint[] {
  const name = `${queue[0]!.toUpperCase()}${queue.slice(1, -1)}`;
  return [
    endpoint({
      id: `claim${name}`,
      method: 'post',
      path: `/${queue}/{id}/claim`,
      tag,
      summary: `Take ${what} for 120 s, or renew one's own claim`,
      result: claim,
      errors: {
        404: `\`${notFoundMessage}\`.`,
        409: `\`Сейчас проверяет <nickname>\` with \`claim\` while another moderator's claim is live; ${ALREADY_DECIDED} when it no longer waits.`,
      },
      probe: { params: { id: waitingId } },
      failures: [
        { status: 404, params: { id: 999999 } },
        { status: 409, params: { id: decidedId } },
      ],
    }),
    endpoint({
      id: `release${name}`,
      method: 'delete',
      path: `/${queue}/{id}/claim`,
      tag,
      summary: `Let go of ${what} (one's own claim; nothing to release is no error)`,
      result: deleted,
      errors: {
        404: `\`${notFoundMessage}\`.`,
        409: "`Сейчас проверяет <nickname>` with `claim`: another moderator's claim stays until they release it or it lapses.",
      },
      probe: { params: { id: waitingId } },
      failures: [{ status: 404, params: { id: 999999 } }],
    }),
  ];
}

export const claims: Endpoint[] = [
  ...claimEndpoints(
    'videos',
    'Videos',
    'a video in moderation',
    'Видео не найдено',
    waiting.video,
    (db) => db.videos.find((row) => row.status !== 'moderation')!.id,
  ),
  ...claimEndpoints(
    'complaints',
    'Complaints',
    'a new complaint',
    'Жалоба не найдена',
    waiting.complaint,
    decided.complaint,
  ),
  ...claimEndpoints(
    'applications',
    'Applications',
    'a pending application',
    'Заявка не найдена',
    waiting.application,
    decided.application,
  ),
];

/** The live queues, as server-sent events (docs/product.md#live-queues). */
const liveEvent = component(
  'LiveEvent',
  z.union([
    component(
      'ClaimEvent',
      claimEventSchema,
      '`event: claim`: somebody took or renewed an item (`claim`), or let go of it (`claim: null`).',
    ),
    component(
      'DecisionEvent',
      decisionEventSchema,
      "`event: decision`: an item's status changed (`by` and `at`: whose decision it is and when); nobody holds it any more. `effects`: the other entities the decision changed, each with its new status (a complaint resolved by hiding its video or comment, or by blocking the user): a client shows them too, and what the complaints about them show.",
    ),
    countersSchema,
    component(
      'SessionEvent',
      sessionEventSchema,
      "`event: session`: the stream's user was blocked; `message` says why (`Учётная запись заблокирована. Причина: …`). Sent to that user's streams alone, which then close; the panel ends the session at once.",
    ),
    component(
      'PolicyEvent',
      policyEventSchema,
      '`event: policy` (data: `{}`): an administrator changed the ready-made reasons (`/policy/reasons`); a client reads them again.',
    ),
    component(
      'RiskEvent',
      riskEventSchema,
      "`event: risk`: a video's frames were scored (`PUT /videos/{id}/risk`); `riskMax` is its highest frame risk. A client shows the new maximum on the video's rows and reads the video again.",
    ),
    component(
      'EscalationEvent',
      escalationEventSchema,
      "`event: escalation`: a second opinion was asked for an item (`state: asked`), or an administrator answered it: decided the item (`decided`, `status` its new one, `by` who) or handed it back (`returned`, `answer` their word). `askedBy` and `note`: the request's; a client tells the one who asked.",
    ),
  ]),
  'The `data:` of an event of `GET /events`: one line of JSON, a ClaimEvent, a DecisionEvent, (`event: counters`) the Counters, a SessionEvent, a PolicyEvent or an EscalationEvent.',
);

export const events: Endpoint[] = [
  endpoint({
    id: 'issueEventsTicket',
    method: 'post',
    path: '/events/ticket',
    tag: 'Queues',
    summary: 'A ticket to open the live events stream',
    description:
      'EventSource sends no headers, so the stream cannot carry the bearer token: this call (with it, as every call) answers a random ticket that opens one `GET /events` within `expiresIn` seconds (30) and is spent by it.',
    result: z.object({
      ticket: z.string().describe('Opaque; put in `GET /events?ticket=`.'),
      expiresIn: z.int().positive().describe('Seconds the ticket stays good (unused).'),
    }),
    probe: {},
  }),
  endpoint({
    id: 'streamEvents',
    method: 'get',
    path: '/events',
    tag: 'Queues',
    summary: 'Live queues: claims, decisions and counters as they happen (server-sent events)',
    description:
      "A `text/event-stream` that stays open (no gzip, `Cache-Control: no-cache`). It starts with `event: counters` (the numbers now), then sends, for every change anybody makes: `event: claim` (data: ClaimEvent) when an item of a queue is taken, renewed or let go; `event: decision` (data: DecisionEvent) when its status changes, one per item (a complaint resolved with the others about its target: one each), followed by `event: counters` (data: Counters) when the queue sizes changed. `data:` is one line of JSON. A comment line (`: keep-alive`) every 25 s keeps proxies from closing it. No event ids and no replay: a client that lost the stream fetches its lists again. A claim lapsing unrenewed sends nothing (its `expiresAt` says when). When the stream's user is blocked, or loses their last panel role, it sends `event: session` (data: SessionEvent) and closes. When an administrator changes the ready-made reasons, it sends `event: policy` (data: PolicyEvent). When a second opinion is asked for or answered, `event: escalation` (data: EscalationEvent).",
    auth: false,
    query: {
      ticket: {
        schema: z.string(),
        description: 'A ticket of `POST /events/ticket`, not spent and not expired.',
        probes: [],
      },
    },
    result: liveEvent,
    produces: 'text/event-stream',
    errors: {
      401: 'A missing, unknown, spent or expired ticket: `Билет потока событий недействителен или просрочен`.',
      403: "The ticket's user is blocked (`Учётная запись заблокирована. Причина: <reason>`) or holds no panel role any more (`Нет доступа к административной панели`).",
    },
    probe: { query: { ticket: () => issueTicket(1) } },
    failures: [
      { status: 401, query: { ticket: 'spent-or-unknown' } },
      { status: 401, query: {} },
    ],
  }),
];
