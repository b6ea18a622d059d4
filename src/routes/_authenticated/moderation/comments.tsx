import { createFileRoute } from '@tanstack/react-router';
import { commentsListQueryOptions } from '@/features/comments/api';
import { CommentsPage } from '@/features/comments/CommentsPage';
import { commentsList } from '@/features/comments/search';

export const Route = createFileRoute('/_authenticated/moderation/comments')({
  validateSearch: commentsList.schema,
  search: commentsList.search,
  loaderDeps: commentsList.deps,
  // A list that fails to load is shown failing inside its table, so the loader does not throw.
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.prefetchQuery(commentsListQueryOptions(deps)),
  staticData: { title: 'Комментарии' },
  component: CommentsPage,
});
