import { createFileRoute } from '@tanstack/react-router';
import { commentsListQueryOptions } from '@/features/comments/api';
import { CommentsPage } from '@/features/comments/CommentsPage';
import { commentsList } from '@/features/comments/search';
import { startFetching } from '@/shared/api/route-data';

export const Route = createFileRoute('/_authenticated/moderation/comments')({
  validateSearch: commentsList.schema,
  search: commentsList.search,
  loaderDeps: commentsList.deps,
  loader: ({ context: { queryClient }, deps, preload }) =>
    startFetching(queryClient, commentsListQueryOptions(deps), { preload }),
  staticData: { title: 'Комментарии' },
  component: CommentsPage,
});
