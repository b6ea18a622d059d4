import { audited, type AuditEvent } from '../audit';
import { decisionOf } from '../claims';
import { answerByDecision, escalatedIds, refusedEscalated } from '../escalations';
import { isAdminUser } from '../sessions';
import { commit, db, findById } from '../db';
import { authed, notFound, ok, validationFailed, conflict } from '../http';
import { readJson, readText } from '../request-parsing';
import { rowMatcher } from '../list-match';
import {
  paginate,
  readContractQuery,
  sortRows,
  type ContractFilters,
  type ListQuery,
} from '../list';
import {
  COMPLAINT_ACTIONS,
  complaintsListContract,
  NOTE_MAX,
  NOTE_MESSAGE,
} from '@/contract/complaints';
import type { ComplaintAction, ComplaintStatus, MockComplaint, MockUser } from '../types';
import { complaintView, reasonRef } from '../views';
import { refusedBlock } from './users';

/** docs/product.md#complaints */
export const COMPLAINT_ERRORS = {
  notFound: 'Жалоба не найдена',
  action: 'Действие: none, hide_content или block_user',
  hideUser: 'Профиль нельзя скрыть: заблокируйте пользователя',
  note: NOTE_MESSAGE,
} as const;

/**
 * What a resolution does, for real: `hide_content` hides the comment or takes the video down (rejected,
 * the reason naming the complaint); `block_user` blocks the user the complaint is about, with no end
 * date, unless they are blocked already (their block stays as it was).
 */
function enforce(complaint: MockComplaint, action: ComplaintAction, note: string, me: MockUser) {
  const reason = reasonRef(complaint.reasonId).title;
  // The trail names the complaint a hiding or a block came from, and its note.
  const why = `Жалоба №${complaint.id}: ${note || reason}`;
  if (action === 'hide_content' && complaint.targetType === 'comment') {
    const comment = findById(db.comments, complaint.targetId);
    if (comment) {
      audited(me, { action: 'hide', entityType: 'comment', reason: why }, comment, () => {
        comment.status = 'hidden';
      });
    }
  }
  if (action === 'hide_content' && complaint.targetType === 'video') {
    const video = findById(db.videos, complaint.targetId);
    if (video) {
      audited(me, { action: 'hide', entityType: 'video', reason: why }, video, () =>
        Object.assign(video, {
          status: 'rejected',
          rejectReason: `Скрыто по жалобе: ${reason}`,
          moderatedAt: new Date().toISOString(),
          moderatedById: me.id,
        }),
      );
    }
  }
  if (action === 'block_user') {
    const user = findById(db.users, complaint.targetUserId);
    if (user && user.status !== 'blocked') {
      audited(me, { action: 'block', entityType: 'user', reason: why }, user, () =>
        Object.assign(user, {
          status: 'blocked',
          blockReason: note || `Жалоба: ${reason}`,
          blockedUntil: null,
        }),
      );
    }
  }
}

function close(
  complaint: MockComplaint,
  status: ComplaintStatus,
  action: ComplaintAction,
  note: string,
  me: MockUser,
) {
  const event: AuditEvent = {
    action: status === 'rejected' ? 'reject' : 'resolve',
    entityType: 'complaint',
    reason: note,
  };
  audited(me, event, complaint, () => {
    complaint.status = status;
    complaint.claim = null;
    complaint.resolution = {
      action,
      note,
      resolvedById: me.id,
      resolvedAt: new Date().toISOString(),
    };
  });
  answerByDecision('complaints', complaint.id, me);
}

type ComplaintsQuery = Pick<
  ListQuery<string, ContractFilters<typeof complaintsListContract.filters>>,
  'filters' | 'search'
>;

/** Whether a complaint is in the list's filter and search (the list, and the queue's next item). */
export function complaintMatches(query: ComplaintsQuery, hideEscalated = true) {
  const nicknames = new Map(db.users.map((user) => [user.id, user.nickname]));
  const matches = rowMatcher<MockComplaint, typeof complaintsListContract.filters>(
    complaintsListContract,
    query,
    { search: (complaint) => [complaint.text, nicknames.get(complaint.reporterId)] },
  );
  // A moderator's view of the queue leaves out what waits for a second opinion: the administrators'.
  if (!hideEscalated || query.filters.status !== 'new') return matches;
  const escalated = escalatedIds('complaints');
  return (complaint: MockComplaint) => matches(complaint) && !escalated.has(complaint.id);
}

export const handlers = [
  authed('get', '/complaints', ({ url, me }) => {
    const query = readContractQuery(url, complaintsListContract);
    if (query instanceof Response) return query;
    const rows = db.complaints.filter(complaintMatches(query, !isAdminUser(me)));
    const { items, total } = paginate(
      sortRows(rows, (complaint) => complaint.createdAt, query.order),
      query,
    );
    return ok({ items: items.map(complaintView), total });
  }),

  authed<{ id: string }>('get', '/complaints/:id', ({ params }) => {
    const complaint = findById(db.complaints, params.id);
    return complaint ? ok(complaintView(complaint)) : notFound(COMPLAINT_ERRORS.notFound);
  }),

  authed<{ id: string }>('post', '/complaints/:id/resolve', async ({ params, request, me }) => {
    const complaint = findById(db.complaints, params.id);
    if (!complaint) return notFound(COMPLAINT_ERRORS.notFound);
    const body = await readJson(request);
    const errors: Record<string, string> = {};
    const action = COMPLAINT_ACTIONS.find((candidate) => candidate === body.action);
    if (!action) errors.action = COMPLAINT_ERRORS.action;
    else if (action === 'hide_content' && complaint.targetType === 'user') {
      errors.action = COMPLAINT_ERRORS.hideUser;
    }
    const note = readText(body.note);
    if (note.length > NOTE_MAX) errors.note = COMPLAINT_ERRORS.note;
    if (Object.keys(errors).length > 0 || !action) return validationFailed(errors);
    if (complaint.status !== 'new') return conflict(decisionOf.complaints(complaint));
    const escalated = refusedEscalated('complaints', complaint.id, me);
    if (escalated) return conflict(escalated);
    const targetUser = findById(db.users, complaint.targetUserId);
    const refused = action === 'block_user' && targetUser && refusedBlock('block', me, targetUser);
    if (refused) return refused;
    enforce(complaint, action, note, me);
    // One decision per target: the other complaints about it waiting in the queue close with it
    // (those waiting for a second opinion only with an administrator's).
    const waitsForAdmin = isAdminUser(me) ? new Set<number>() : escalatedIds('complaints');
    const siblings = db.complaints.filter(
      (row) =>
        row !== complaint &&
        row.status === 'new' &&
        !waitsForAdmin.has(row.id) &&
        row.targetType === complaint.targetType &&
        row.targetId === complaint.targetId,
    );
    for (const row of [complaint, ...siblings]) close(row, 'resolved', action, note, me);
    commit();
    return ok({ ...complaintView(complaint), alsoResolved: siblings.length });
  }),

  authed<{ id: string }>('post', '/complaints/:id/reject', async ({ params, request, me }) => {
    const complaint = findById(db.complaints, params.id);
    if (!complaint) return notFound(COMPLAINT_ERRORS.notFound);
    const note = readText((await readJson(request)).note);
    if (note.length > NOTE_MAX) return validationFailed({ note: COMPLAINT_ERRORS.note });
    if (complaint.status !== 'new') return conflict(decisionOf.complaints(complaint));
    const escalated = refusedEscalated('complaints', complaint.id, me);
    if (escalated) return conflict(escalated);
    close(complaint, 'rejected', 'none', note, me);
    commit();
    return ok(complaintView(complaint));
  }),
];
