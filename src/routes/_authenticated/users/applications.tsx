import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { applicationsListQueryOptions } from '@/features/applications/api';
import {
  APPLICATIONS_SEARCH_DEFAULTS,
  applicationsSearchSchema,
} from '@/features/applications/search';
import { ApplicationsPage } from '@/features/applications/ApplicationsPage';
import { titleHead } from '@/shared/lib/title';
import { listDefaults } from '@/shared/table/list-search';

export const Route = createFileRoute('/_authenticated/users/applications')({
  validateSearch: applicationsSearchSchema,
  search: {
    middlewares: [
      stripSearchParams({ ...listDefaults('createdAt'), ...APPLICATIONS_SEARCH_DEFAULTS }),
    ],
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.prefetchQuery(applicationsListQueryOptions(deps)),
  head: titleHead('Заявки'),
  component: ApplicationsRoute,
});

function ApplicationsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ApplicationsPage
      search={search}
      onSearchChange={(patch) =>
        void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })
      }
    />
  );
}
