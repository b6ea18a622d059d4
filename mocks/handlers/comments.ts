import { audited, auditDeleted } from '../audit';
import { commit, db, deleteComments, findAllById, findById } from '../db';
import {
  authed,
  BULK_MAX,
  fail,
  isAdminUser,
  notFound,
  ok,
  readIds,
  readJson,
  validationFailed,
} from '../http';
import { paginate, readContractQuery, sortRows } from '../list';
import { rowMatcher } from '../list-match';
import { COMMENT_DELETE_ADMIN_ONLY_MESSAGE, commentsListContract } from '@/contract/comments';
import type { MockComment, MockUser } from '../types';
import { commentView, complaintsCount } from '../views';

/** docs/product.md#comments */
const ACTIONS = ['hide', 'restore', 'delete'] as const;
type Action = (typeof ACTIONS)[number];

export const COMMENT_ERRORS = {
  notFound: 'Комментарий не найден',
  idsEmpty: 'Выберите хотя бы один комментарий',
  idsInvalid: 'Некорректный id комментария',
  idsTooMany: `Не больше ${BULK_MAX} комментариев за раз`,
  action: 'Действие: hide, restore или delete',
  deleteAdminOnly: COMMENT_DELETE_ADMIN_ONLY_MESSAGE,
} as const;

/** Hide and restore are idempotent, like video moderation: the outcome is what counts. */
function apply(comments: MockComment[], action: Action, me: MockUser) {
  if (action === 'delete') {
    for (const comment of comments) auditDeleted(me, 'comment', comment);
    deleteComments(comments.map(({ id }) => id));
    return;
  }
  for (const comment of comments) {
    audited(me, { action, entityType: 'comment' }, comment, () => {
      comment.status = action === 'hide' ? 'hidden' : 'visible';
    });
  }
}

export const handlers = [
  authed('get', '/comments', ({ url }) => {
    const query = readContractQuery(url, commentsListContract);
    if (query instanceof Response) return query;
    const rows = db.comments.filter(
      rowMatcher<MockComment, typeof commentsListContract.filters>(commentsListContract, query, {
        search: (comment) => [comment.text],
        fields: { hasComplaints: (comment) => complaintsCount('comment', comment.id) > 0 },
      }),
    );
    const key =
      query.sort === 'complaintsCount'
        ? (comment: MockComment) => complaintsCount('comment', comment.id)
        : (comment: MockComment) => comment.createdAt;
    const { items, total } = paginate(sortRows(rows, key, query.order), query);
    return ok({ items: items.map(commentView), total });
  }),

  ...(['hide', 'restore'] as const).map((action) =>
    authed<{ id: string }>('post', `/comments/:id/${action}`, ({ params, me }) => {
      const comment = findById(db.comments, params.id);
      if (!comment) return notFound(COMMENT_ERRORS.notFound);
      apply([comment], action, me);
      commit();
      return ok(commentView(comment));
    }),
  ),

  /** Deletes the comment and the complaints about it. */
  authed<{ id: string }>('delete', '/comments/:id', ({ params, me }) => {
    if (!isAdminUser(me)) return fail(409, COMMENT_ERRORS.deleteAdminOnly);
    const comment = findById(db.comments, params.id);
    if (!comment) return notFound(COMMENT_ERRORS.notFound);
    apply([comment], 'delete', me);
    commit();
    return ok({ id: comment.id });
  }),

  /** All or nothing: a malformed body is a 422, any unknown id a 404, and then nothing changes. */
  authed('post', '/comments/bulk', async ({ request, me }) => {
    const body = await readJson(request);
    const errors: Record<string, string> = {};
    const read = readIds(body.ids, {
      empty: COMMENT_ERRORS.idsEmpty,
      invalid: COMMENT_ERRORS.idsInvalid,
      tooMany: COMMENT_ERRORS.idsTooMany,
    });
    if ('error' in read) errors.ids = read.error;
    const action = ACTIONS.find((candidate) => candidate === body.action);
    if (!action) errors.action = COMMENT_ERRORS.action;
    if (Object.keys(errors).length > 0 || 'error' in read || !action) {
      return validationFailed(errors);
    }
    if (action === 'delete' && !isAdminUser(me)) return fail(409, COMMENT_ERRORS.deleteAdminOnly);
    const { found, unknown } = findAllById(db.comments, read.ids);
    if (unknown.length > 0) return notFound(`${COMMENT_ERRORS.notFound}: ${unknown.join(', ')}`);
    apply(found, action, me);
    commit();
    return ok({ updated: found.length });
  }),
];
