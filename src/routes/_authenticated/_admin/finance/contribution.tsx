import { createFileRoute } from '@tanstack/react-router';
import { contributionsListQueryOptions } from '@/features/contributions/api';
import { ContributionsPage } from '@/features/contributions/ContributionsPage';
import { contributionsList } from '@/features/contributions/search';
import { startFetching } from '@/shared/api/route-data';

export const Route = createFileRoute('/_authenticated/_admin/finance/contribution')({
  validateSearch: contributionsList.schema,
  search: contributionsList.search,
  loaderDeps: contributionsList.deps,
  loader: ({ context: { queryClient }, deps, preload }) =>
    startFetching(queryClient, contributionsListQueryOptions(deps), { preload }),
  staticData: { title: 'Взносы' },
  component: ContributionsPage,
});
