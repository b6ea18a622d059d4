import { COMMENT_DELETE_ADMIN_ONLY_MESSAGE, commentsListContract } from '@/contract/comments';
import { commentSchema as commentContract } from '@/contract/comments';
import {
  contractBody,
  bulkResult,
  deleted,
  endpoint,
  fromListContract,
  list,
  type Endpoint,
} from '../define';
import { comment } from './common';

export const comments: Endpoint[] = [
  list({
    id: 'listComments',
    path: '/comments',
    tag: 'Comments',
    summary: 'Comments under videos',
    item: commentContract,
    itemName: 'Comment',
    search: 'the text',
    ...fromListContract(commentsListContract, {
      status: 'Visibility.',
      videoId: 'Video id.',
      authorId: { description: 'Author (user) id.', probe: '20' },
      hasComplaints: 'Comments with (or without) complaints about them.',
    }),
  }),
  ...(['hide', 'restore'] as const).map((action) =>
    endpoint({
      id: `${action}Comment`,
      method: 'post',
      path: `/comments/{id}/${action}`,
      tag: 'Comments',
      summary: action === 'hide' ? 'Hide a comment' : 'Show a hidden comment again',
      result: comment,
      errors: { 404: '`Комментарий не найден`.' },
      probe: { params: { id: 1 } },
    }),
  ),
  endpoint({
    id: 'deleteComment',
    method: 'delete',
    path: '/comments/{id}',
    tag: 'Comments',
    summary: 'Delete a comment and the complaints about it (administrators)',
    result: deleted,
    adminOnly: COMMENT_DELETE_ADMIN_ONLY_MESSAGE,
    errors: { 404: '`Комментарий не найден`.' },
    probe: { params: { id: 2 } },
  }),
  endpoint({
    id: 'moderateComments',
    method: 'post',
    path: '/comments/bulk',
    tag: 'Comments',
    summary: 'Hide, restore or delete several comments (all or nothing)',
    description: 'Deleting is for administrators; a moderator hides and restores.',
    body: contractBody('post', '/comments/bulk'),
    result: bulkResult,
    errors: {
      404: 'Unknown ids, listed in the message.',
      409: `A moderator's \`delete\`: \`${COMMENT_DELETE_ADMIN_ONLY_MESSAGE}\` (never 403, which logs out).`,
      422: '`ids` or `action`.',
    },
    probe: { body: { ids: [1, 2, 3], action: 'hide' } },
    failures: [
      { status: 422, body: { ids: [1], action: 'archive' } },
      { status: 409, as: 'moderator', body: { ids: [1], action: 'delete' } },
    ],
  }),
];
