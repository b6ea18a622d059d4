import { audited, auditDeleted } from '../audit';
import { commit, db, deleteComments, findAllById, findById } from '../db';
import { authed, fail, isAdminUser, notFound, ok, parsedBody } from '../http';
import { paginate, readContractQuery, sortRows } from '../list';
import { rowMatcher } from '../list-match';
import {
  COMMENT_DELETE_ADMIN_ONLY_MESSAGE,
  commentsListContract,
  type CommentBulkAction,
} from '@/contract/comments';
import type { MockComment, MockUser } from '../types';
import { commentView, complaintsCount } from '../views';

type Action = CommentBulkAction;

export const COMMENT_ERRORS = {
  notFound: 'Комментарий не найден',
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
    const body = await parsedBody(request, 'POST /comments/bulk');
    if (body instanceof Response) return body;
    const { action } = body;
    if (action === 'delete' && !isAdminUser(me)) return fail(409, COMMENT_ERRORS.deleteAdminOnly);
    const { found, unknown } = findAllById(db.comments, [...new Set(body.ids)]);
    if (unknown.length > 0) return notFound(`${COMMENT_ERRORS.notFound}: ${unknown.join(', ')}`);
    apply(found, action, me);
    commit();
    return ok({ updated: found.length });
  }),
];
