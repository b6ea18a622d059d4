import { createFileRoute } from '@tanstack/react-router';
import { secondOpinionsListQueryOptions } from '@/features/second-opinions/api';
import { SecondOpinionsPage } from '@/features/second-opinions/SecondOpinionsPage';
import { secondOpinionsList } from '@/features/second-opinions/search';
import { startFetching } from '@/shared/api/route-data';

export const Route = createFileRoute('/_authenticated/_admin/second-opinions')({
  validateSearch: secondOpinionsList.schema,
  search: secondOpinionsList.search,
  loaderDeps: secondOpinionsList.deps,
  loader: ({ context: { queryClient }, deps, preload }) =>
    startFetching(queryClient, secondOpinionsListQueryOptions(deps), { preload }),
  staticData: { title: 'Вторые мнения' },
  component: SecondOpinionsPage,
});
