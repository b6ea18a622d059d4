import { createFileRoute } from '@tanstack/react-router';
import { contestsListQueryOptions } from '@/features/contests/api';
import { ContestsPage } from '@/features/contests/ContestsPage';
import { contestsList } from '@/features/contests/search';
import { categoryOptionsQueryOptions } from '@/shared/api/options';

export const Route = createFileRoute('/_authenticated/moderation/contests/')({
  validateSearch: contestsList.schema,
  search: contestsList.search,
  loaderDeps: contestsList.deps,
  // A list that fails to load is shown failing inside its table, so the loader does not throw.
  loader: ({ context: { queryClient }, deps }) =>
    Promise.all([
      queryClient.prefetchQuery(contestsListQueryOptions(deps)),
      queryClient.prefetchQuery(categoryOptionsQueryOptions()),
    ]),
  staticData: { title: 'Конкурсы' },
  component: ContestsPage,
});
