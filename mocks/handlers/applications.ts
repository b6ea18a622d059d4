import * as z from 'zod/mini';
import { audited, type AuditEvent } from '../audit';
import { decisionOf } from '../claims';
import { answerByDecision, escalatedIds, refusedEscalated } from '../escalations';
import { commit, db, findAllById, findById } from '../db';
import {
  authed,
  fail,
  isAdminUser,
  notFound,
  ok,
  parsedBody,
  validationFailed,
  conflict,
} from '../http';
import { readJson } from '../request-parsing';
import { rowMatcher } from '../list-match';
import {
  paginate,
  readContractQuery,
  sortRows,
  type ContractFilters,
  type ListQuery,
} from '../list';
import { applicationRejectReasonField, applicationsListContract } from '@/contract/applications';
import type { MockApplication, MockUser } from '../types';
import { applicationView } from '../views';

export const APPLICATION_ERRORS = {
  notFound: 'Заявка не найдена',
  balance: 'Недостаточно средств на балансе',
} as const;

function review(application: MockApplication, me: MockUser, decision: Partial<MockApplication>) {
  const event: AuditEvent =
    decision.status === 'rejected'
      ? { action: 'reject', entityType: 'application', reason: decision.rejectReason }
      : { action: 'approve', entityType: 'application' };
  audited(me, event, application, () =>
    Object.assign(application, decision, {
      claim: null,
      reviewedById: me.id,
      reviewedAt: new Date().toISOString(),
    }),
  );
  answerByDecision('applications', application.id, me);
}

/**
 * Payouts come off the users' balances: per user, the sum of their approved payouts. Null when every
 * balance covers it; else the ids of the payouts that do not fit.
 */
function payoutShortfall(applications: readonly MockApplication[]): number[] | null {
  const owed = new Map<number, number>();
  for (const application of applications) {
    if (application.type !== 'payout') continue;
    owed.set(application.userId, (owed.get(application.userId) ?? 0) + (application.amount ?? 0));
  }
  const short = new Set(
    [...owed]
      .filter(([userId, sum]) => sum > (findById(db.users, userId)?.balance ?? 0))
      .map(([id]) => id),
  );
  if (short.size === 0) return null;
  return applications
    .filter((application) => application.type === 'payout' && short.has(application.userId))
    .map(({ id }) => id);
}

/** Approving a payout pays it out: the amount leaves the user's balance. Others change nothing else. */
function approve(application: MockApplication, me: MockUser) {
  if (application.type === 'payout') {
    const user = findById(db.users, application.userId);
    if (user) {
      const reason = `Выплата по заявке №${application.id}`;
      audited(me, { action: 'update', entityType: 'user', reason }, user, () => {
        user.balance -= application.amount ?? 0;
      });
    }
  }
  review(application, me, { status: 'approved', rejectReason: null });
}

type ApplicationsQuery = Pick<
  ListQuery<string, ContractFilters<typeof applicationsListContract.filters>>,
  'filters' | 'search'
>;

/** Whether an application is in the list's filter and search (the list, and the queue's next item). */
export function applicationMatches(query: ApplicationsQuery, hideEscalated = true) {
  const nicknames = new Map(db.users.map((user) => [user.id, user.nickname]));
  const matches = rowMatcher<MockApplication, typeof applicationsListContract.filters>(
    applicationsListContract,
    query,
    { search: (application) => [nicknames.get(application.userId), application.message] },
  );
  // A moderator's view of the queue leaves out what waits for a second opinion: the administrators'.
  if (!hideEscalated || query.filters.status !== 'pending') return matches;
  const escalated = escalatedIds('applications');
  return (application: MockApplication) => matches(application) && !escalated.has(application.id);
}

export const handlers = [
  authed('get', '/applications', ({ url, me }) => {
    const query = readContractQuery(url, applicationsListContract);
    if (query instanceof Response) return query;
    const rows = db.applications.filter(applicationMatches(query, !isAdminUser(me)));
    const { items, total } = paginate(
      sortRows(rows, (application) => application.createdAt, query.order),
      query,
    );
    return ok({ items: items.map(applicationView), total });
  }),

  authed<{ id: string }>('post', '/applications/:id/approve', ({ params, me }) => {
    const application = findById(db.applications, params.id);
    if (!application) return notFound(APPLICATION_ERRORS.notFound);
    if (application.status !== 'pending') return conflict(decisionOf.applications(application));
    const escalated = refusedEscalated('applications', application.id, me);
    if (escalated) return conflict(escalated);
    if (payoutShortfall([application])) return fail(409, APPLICATION_ERRORS.balance);
    approve(application, me);
    commit();
    return ok(applicationView(application));
  }),

  authed<{ id: string }>('post', '/applications/:id/reject', async ({ params, request, me }) => {
    const application = findById(db.applications, params.id);
    if (!application) return notFound(APPLICATION_ERRORS.notFound);
    const reason = z.safeParse(
      applicationRejectReasonField,
      (await readJson(request)).reason ?? '',
    );
    if (!reason.success) return validationFailed({ reason: reason.error.issues[0]!.message });
    if (application.status !== 'pending') return conflict(decisionOf.applications(application));
    const escalated = refusedEscalated('applications', application.id, me);
    if (escalated) return conflict(escalated);
    review(application, me, { status: 'rejected', rejectReason: reason.data });
    commit();
    return ok(applicationView(application));
  }),

  /**
   * 422 for a malformed body and 404 for any unknown id change nothing; applications no longer pending
   * (decided by somebody else) are skipped and listed with who decided them, and so, for a moderator,
   * are those waiting for a second opinion; payouts the balances do not
   * cover among the rest are a 409 and then nothing changes.
   */
  authed('post', '/applications/bulk', async ({ request, me }) => {
    const body = await parsedBody(request, 'POST /applications/bulk');
    if (body instanceof Response) return body;

    const { found, unknown } = findAllById(db.applications, [...new Set(body.ids)]);
    if (unknown.length > 0)
      return notFound(`${APPLICATION_ERRORS.notFound}: ${unknown.join(', ')}`);
    const refused = (application: MockApplication) =>
      application.status !== 'pending'
        ? decisionOf.applications(application)
        : refusedEscalated('applications', application.id, me);
    const pending = found.filter((application) => !refused(application));
    const skipped = found.flatMap((application) => {
      const why = refused(application);
      return why ? [{ id: application.id, ...why }] : [];
    });
    const short = payoutShortfall(pending);
    if (short) return fail(409, `${APPLICATION_ERRORS.balance}: ${short.join(', ')}`);
    for (const application of pending) approve(application, me);
    if (pending.length > 0) commit();
    return ok({ updated: pending.length, skipped });
  }),
];
