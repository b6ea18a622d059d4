import { createFileRoute } from '@tanstack/react-router';
import { applicationsListQueryOptions } from '@/features/applications/api';
import { applicationsList } from '@/features/applications/search';
import { ApplicationsPage } from '@/features/applications/ApplicationsPage';
import { startFetching } from '@/shared/api/route-data';

export const Route = createFileRoute('/_authenticated/users/applications')({
  validateSearch: applicationsList.schema,
  search: applicationsList.search,
  loaderDeps: applicationsList.deps,
  loader: ({ context, deps, preload }) =>
    startFetching(context.queryClient, applicationsListQueryOptions(deps), { preload }),
  staticData: { title: 'Заявки' },
  component: ApplicationsPage,
});
