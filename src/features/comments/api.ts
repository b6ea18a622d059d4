import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiOf } from '@/shared/api/session';
import { keys } from '@/shared/api/keys';
import { listQueryOptions } from '@/shared/api/list-query';
import { useDeleteEntity } from '@/shared/actions/useDeleteEntity';
import { useStatusChange } from '@/shared/actions/useStatusChange';
import { anyResult } from '@/shared/api/schemas';
import { notifySuccess } from '@/shared/ui/notify';
import { commentSchema, type Comment, type CommentBulkAction } from '@/contract/comments';
import type { CommentsSearch } from './search';

export const commentsListQueryOptions = (search: CommentsSearch) =>
  listQueryOptions(keys.comments, 'comments', commentSchema, search);

export type Visibility = { id: number; action: 'hide' | 'restore' };

/** Names its comment: a row decided by key is not the one under the pointer. */
const visibilityMessage = ({ id, action }: Visibility) =>
  action === 'hide' ? `Комментарий №${id} скрыт` : `Комментарий №${id} снова виден`;

/**
 * Hide or restore one comment: optimistic, held back 5 s for `Отменить`, rolled back on failure, one
 * call in flight per comment.
 */
export function useCommentVisibility() {
  return useStatusChange<Comment, Visibility, Comment>({
    keys: keys.comments,
    mutationKey: ['comments', 'visibility'],
    mutationFn: ({ id, action }, { client }) =>
      apiOf(client).post(`comments/${id}/${action}`, commentSchema),
    optimistic: (comment, { action }) => ({
      ...comment,
      status: action === 'hide' ? 'hidden' : 'visible',
    }),
    resultItem: (comment) => comment,
    successMessage: (_comment, visibility) => visibilityMessage(visibility),
    undoable: { message: (_comment, visibility) => visibilityMessage(visibility) },
    // The complaints queue shows the comment's status.
    alsoInvalidate: [keys.complaints.all],
  });
}

/** Deletes a comment (administrators, after confirmation); the video's comment count follows. */
export function useDeleteComment() {
  return useDeleteEntity({
    keys: keys.comments,
    mutationFn: (id: number, { client }) => apiOf(client).delete(`comments/${id}`, anyResult),
    successMessage: () => 'Комментарий удалён',
    alsoInvalidate: [keys.videos.all, keys.complaints.all, keys.counters],
  });
}

export type BulkAction = CommentBulkAction;

const BULK_MESSAGE: Record<BulkAction, string> = {
  hide: 'Скрыто комментариев',
  restore: 'Снова видно комментариев',
  delete: 'Удалено комментариев',
};

export function useBulkComments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { ids: number[]; action: BulkAction }, { client }) =>
      apiOf(client).post('comments/bulk', z.object({ updated: z.number() }), input),
    onSuccess: ({ updated }, { action }) => notifySuccess(`${BULK_MESSAGE[action]}: ${updated}`),
    onSettled: () =>
      Promise.all(
        [keys.comments.all, keys.complaints.all, keys.videos.all, keys.counters].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
