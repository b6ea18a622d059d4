import type { AuditEntityType } from '@/contract/audit';
import { auditClaimTakeover } from '../audit';
import {
  claimedMessage,
  claimView,
  decisionOf,
  isWaiting,
  liveClaim,
  releaseClaim,
  takeClaim,
  type QueueName,
} from '../claims';
import { commit, db, findById } from '../db';
import { escalatedIds } from '../escalations';
import { HttpResponse } from 'msw';
import { authed, conflict, notFound, ok, parsedBody } from '../http';
import { readNextQuery } from '../list';
import type { MockApplication, MockComplaint, MockUser, MockVideo } from '../types';
import { applicationView, complaintView, videoView } from '../views';
import { APPLICATION_ERRORS, applicationMatches } from './applications';
import { COMPLAINT_ERRORS, complaintMatches } from './complaints';
import { riskMax, VIDEO_ERRORS, videoMatches } from './videos';
import { userSummaryById } from '../views/users';
import { applicationsListContract } from '@/contract/applications-list';
import { complaintsListContract } from '@/contract/complaints-list';
import { videosListContract } from '@/contract/videos-list';

type QueueItem = MockVideo & MockComplaint & MockApplication;

const ENTITY_TYPES = {
  videos: 'video',
  complaints: 'complaint',
  applications: 'application',
} as const satisfies Record<QueueName, AuditEntityType>;

const nicknameOf = (id: number) => userSummaryById(id).nickname;

/** Per queue: its rows (read at call time: a reset replaces the arrays), and the 404 message. */
const QUEUES: Record<QueueName, { rows: () => QueueItem[]; notFound: string }> = {
  videos: { rows: () => db.videos as QueueItem[], notFound: VIDEO_ERRORS.notFound },
  complaints: { rows: () => db.complaints as QueueItem[], notFound: COMPLAINT_ERRORS.notFound },
  applications: {
    rows: () => db.applications as QueueItem[],
    notFound: APPLICATION_ERRORS.notFound,
  },
};

/** 409 `Сейчас проверяет <nickname>` with the claim in force, so the panel can show who without a refetch. */
function heldByOther(item: QueueItem, queue: QueueName): Response {
  const waiting = isWaiting[queue](item);
  return conflict({
    message: claimedMessage(liveClaim(item, waiting)!),
    claim: claimView(item, waiting),
  });
}

/** Takes the item for `me`: a lapsed claim of another moderator changing hands goes to the trail. */
function claimFor(item: QueueItem, queue: QueueName, me: MockUser): void {
  const lapsed = item.claim && item.claim.byId !== me.id ? item.claim : null;
  if (lapsed) auditClaimTakeover(me, ENTITY_TYPES[queue], item, nicknameOf(lapsed.byId));
  takeClaim(item, me);
}

/**
 * Per queue, the next item's pick among the rows (docs/product.md#queues-at-scale): the rows the
 * query's filters and search let through (the list's own test), and the item's answer.
 */
const NEXT: Record<
  QueueName,
  (
    url: URL,
  ) =>
    | Response
    | { matches: (item: QueueItem) => boolean; skip: number[]; view: (item: QueueItem) => unknown }
> = {
  videos: (url) => {
    const query = readNextQuery(url, videosListContract);
    if (query instanceof Response) return query;
    return { matches: videoMatches(query), skip: query.filters.skip ?? [], view: videoView };
  },
  complaints: (url) => {
    const query = readNextQuery(url, complaintsListContract);
    if (query instanceof Response) return query;
    return {
      matches: complaintMatches(query),
      skip: query.filters.skip ?? [],
      view: complaintView,
    };
  },
  applications: (url) => {
    const query = readNextQuery(url, applicationsListContract);
    if (query instanceof Response) return query;
    return {
      matches: applicationMatches(query),
      skip: query.filters.skip ?? [],
      view: applicationView,
    };
  },
};

/** Oldest first, as every queue's list: by arrival, then by id. */
const older = (a: QueueItem, b: QueueItem) =>
  a.createdAt < b.createdAt || (a.createdAt === b.createdAt && a.id < b.id);

/** Riskiest first: by the highest frame risk, unscored videos last, then oldest first. */
const riskier = (a: QueueItem, b: QueueItem) => {
  const [x, y] = [riskMax(a), riskMax(b)];
  return x === y ? older(a, b) : y === null || (x !== null && x > y);
};

/** The videos' next item may be the riskiest (`order: 'risk'` of its body); else the oldest. */
async function pickOrder(queue: QueueName, request: Request) {
  if (queue !== 'videos') return older;
  const body = await parsedBody(request, 'POST /videos/next');
  return !(body instanceof Response) && body.order === 'risk' ? riskier : older;
}

function queueClaimHandlers(queue: QueueName) {
  const { rows, notFound: missing } = QUEUES[queue];
  return [
    /**
     * Claims the item for 120 s, or renews the caller's own claim. 409 while another moderator's claim is
     * live, and 409 `Уже решено: …` when the item no longer waits (there is nothing left to check).
     */
    authed<{ id: string }>('post', `/${queue}/:id/claim`, ({ params, me }) => {
      const item = findById(rows(), params.id);
      if (!item) return notFound(missing);
      const waiting = isWaiting[queue](item);
      if (!waiting) return conflict(decisionOf[queue](item));
      const claim = liveClaim(item, waiting);
      if (claim && claim.byId !== me.id) return heldByOther(item, queue);
      claimFor(item, queue, me);
      commit();
      return ok(claimView(item, true));
    }),

    /**
     * The next item, handed out by the server: the oldest waiting one of the list's filter and search
     * that nobody else holds (the caller's own claim is theirs to be given again, so a reload finds
     * the same item), not in `skip`, claimed for the caller in the same step: no await between the
     * pick and the claim, so two calls never get the same item. 204 when none is free.
     */
    authed('post', `/${queue}/next`, async ({ url, me, request }) => {
      const next = NEXT[queue](url);
      if (next instanceof Response) return next;
      const first = await pickOrder(queue, request);
      const skip = new Set(next.skip);
      // Never what waits for a second opinion, whatever the filter: that is the administrators'.
      for (const id of escalatedIds(queue)) skip.add(id);
      let oldest: QueueItem | null = null;
      for (const item of rows()) {
        if (!isWaiting[queue](item) || skip.has(item.id) || !next.matches(item)) continue;
        const claim = liveClaim(item, true);
        if (claim && claim.byId !== me.id) continue;
        if (!oldest || first(item, oldest)) oldest = item;
      }
      if (!oldest) return new HttpResponse(null, { status: 204 });
      claimFor(oldest, queue, me);
      commit();
      return ok({ item: next.view(oldest), claim: claimView(oldest, true) });
    }),

    /**
     * Releases the caller's claim. Another moderator's live claim stays (409, as claiming it would):
     * only its holder lets go, and an abandoned one lapses after 120 s. Nothing to release is no error.
     */
    authed<{ id: string }>('delete', `/${queue}/:id/claim`, ({ params, me }) => {
      const item = findById(rows(), params.id);
      if (!item) return notFound(missing);
      const claim = liveClaim(item, isWaiting[queue](item));
      if (claim && claim.byId !== me.id) return heldByOther(item, queue);
      if (item.claim) {
        releaseClaim(item);
        commit();
      }
      return ok({ id: item.id });
    }),
  ];
}

export const handlers = [
  ...queueClaimHandlers('videos'),
  ...queueClaimHandlers('complaints'),
  ...queueClaimHandlers('applications'),
];
