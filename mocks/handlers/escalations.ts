import { ESCALATION_MESSAGES, escalatedMessage } from '@/contract/escalations';
import { escalationsListContract } from '@/contract/escalations-list';
import { decisionOf, isWaiting, type QueueName } from '../claims';
import { commit, db, findById } from '../db';
import { askSecondOpinion, escalationView, giveBack, waitingEscalation } from '../escalations';
import { authed, conflict, fail, isAdminUser, notFound, ok, parsedBody } from '../http';
import { rowMatcher } from '../list-match';
import { paginate, readContractQuery, sortRows } from '../list';
import type { MockApplication, MockComplaint, MockEscalation, MockVideo } from '../types';
import { applicationView, complaintView, userSummaryById, videoView } from '../views';
import { APPLICATION_ERRORS } from './applications';
import { COMPLAINT_ERRORS } from './complaints';
import { VIDEO_ERRORS } from './videos';

type QueueItem = MockVideo & MockComplaint & MockApplication;

/** Per queue: its rows (read at call time: a reset replaces the arrays), the 404 and the answer. */
const QUEUES: Record<
  QueueName,
  { rows: () => QueueItem[]; notFound: string; view: (item: QueueItem) => unknown }
> = {
  videos: {
    rows: () => db.videos as QueueItem[],
    notFound: VIDEO_ERRORS.notFound,
    view: videoView,
  },
  complaints: {
    rows: () => db.complaints as QueueItem[],
    notFound: COMPLAINT_ERRORS.notFound,
    view: complaintView,
  },
  applications: {
    rows: () => db.applications as QueueItem[],
    notFound: APPLICATION_ERRORS.notFound,
    view: applicationView,
  },
};

/** A request whose item still waits in its queue (one deleted or decided otherwise is no work). */
function stillOpen(row: MockEscalation): boolean {
  if (row.state !== 'waiting') return false;
  const item = findById(QUEUES[row.queue].rows(), row.itemId);
  return item !== undefined && isWaiting[row.queue](item);
}

function escalationHandlers(queue: QueueName) {
  const { rows, notFound: missing, view } = QUEUES[queue];
  return [
    /**
     * A moderator or an administrator asks for a second opinion with a note: the item leaves the
     * moderators' queue. 409 when it no longer waits (`Уже решено: …`) or already waits for one. No
     * await between the checks and the change: of this and a decision sent at once, one wins.
     */
    authed<{ id: string }>('post', `/${queue}/:id/escalate`, async ({ params, request, me }) => {
      const body = await parsedBody(request, `POST /${queue}/{id}/escalate`);
      if (body instanceof Response) return body;
      const item = findById(rows(), params.id);
      if (!item) return notFound(missing);
      if (!isWaiting[queue](item)) return conflict(decisionOf[queue](item));
      const waiting = waitingEscalation(queue, item.id);
      if (waiting)
        return conflict({ message: escalatedMessage(userSummaryById(waiting.askedById).nickname) });
      askSecondOpinion(queue, item, me, body.note);
      commit();
      return ok(view(item));
    }),

    /** An administrator hands the item back to the moderators with a word for the one who asked. */
    authed<{ id: string }>(
      'post',
      `/${queue}/:id/escalation/return`,
      async ({ params, request, me }) => {
        if (!isAdminUser(me)) return fail(409, ESCALATION_MESSAGES.adminOnly);
        const body = await parsedBody(request, `POST /${queue}/{id}/escalation/return`);
        if (body instanceof Response) return body;
        const item = findById(rows(), params.id);
        if (!item) return notFound(missing);
        const waiting = waitingEscalation(queue, item.id);
        if (!waiting || !isWaiting[queue](item))
          return conflict({ message: ESCALATION_MESSAGES.notWaiting });
        giveBack(waiting, item, me, body.note);
        commit();
        return ok(view(item));
      },
    ),
  ];
}

export const handlers = [
  ...escalationHandlers('videos'),
  ...escalationHandlers('complaints'),
  ...escalationHandlers('applications'),

  /** The items waiting for a second opinion, of every queue: the administrators' work. */
  authed('get', '/escalations', ({ url, me }) => {
    if (!isAdminUser(me)) return fail(409, ESCALATION_MESSAGES.adminOnly);
    const query = readContractQuery(url, escalationsListContract);
    if (query instanceof Response) return query;
    const views = db.escalations.filter(stillOpen).map(escalationView);
    const matches = rowMatcher<(typeof views)[number], typeof escalationsListContract.filters>(
      escalationsListContract,
      query,
      { search: (row) => [row.note, row.itemTitle, row.askedBy.nickname] },
    );
    const { items, total } = paginate(
      sortRows(views.filter(matches), (row) => row.askedAt, query.order),
      query,
    );
    return ok({ items, total });
  }),
];
