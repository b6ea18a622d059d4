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
import { authed, conflict, notFound, ok } from '../http';
import type { MockApplication, MockComplaint, MockVideo } from '../types';
import { APPLICATION_ERRORS } from './applications';
import { COMPLAINT_ERRORS } from './complaints';
import { VIDEO_ERRORS } from './videos';
import { userSummaryById } from '../views/users';

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
      // Another moderator's claim had lapsed: the item changes hands, which the trail keeps.
      const lapsed = item.claim && item.claim.byId !== me.id ? item.claim : null;
      if (lapsed) auditClaimTakeover(me, ENTITY_TYPES[queue], item, nicknameOf(lapsed.byId));
      takeClaim(item, me);
      commit();
      return ok(claimView(item, true));
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
