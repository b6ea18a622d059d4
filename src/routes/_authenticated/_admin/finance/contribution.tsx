import { createFileRoute } from '@tanstack/react-router';
import { contributionsListQueryOptions } from '@/features/contributions/api';
import { ContributionsPage } from '@/features/contributions/ContributionsPage';
import { contributionsList } from '@/features/contributions/search';

export const Route = createFileRoute('/_authenticated/_admin/finance/contribution')({
  validateSearch: contributionsList.schema,
  search: contributionsList.search,
  loaderDeps: contributionsList.deps,
  // The table shows a failure in place (filters and header stay), so the loader does not throw.
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.prefetchQuery(contributionsListQueryOptions(deps)),
  staticData: { title: 'Взносы' },
  component: ContributionsPage,
});
