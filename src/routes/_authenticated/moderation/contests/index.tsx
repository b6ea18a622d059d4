import { createFileRoute } from '@tanstack/react-router';
import { contestsListQueryOptions } from '@/features/contests/api';
import { ContestsPage } from '@/features/contests/ContestsPage';
import { contestsList } from '@/features/contests/search';
import { categoryOptionsQueryOptions } from '@/shared/api/options';
import { startFetching } from '@/shared/api/route-data';

export const Route = createFileRoute('/_authenticated/moderation/contests/')({
  validateSearch: contestsList.schema,
  search: contestsList.search,
  loaderDeps: contestsList.deps,
  loader: ({ context: { queryClient }, deps, preload }) => {
    startFetching(queryClient, contestsListQueryOptions(deps), { preload });
    startFetching(queryClient, categoryOptionsQueryOptions(), { preload });
  },
  staticData: { title: 'Конкурсы' },
  component: ContestsPage,
});
