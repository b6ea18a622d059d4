import { createFileRoute } from '@tanstack/react-router';
import { usersListQueryOptions } from '@/features/users/api';
import { usersList } from '@/features/users/search';
import { UsersPage } from '@/features/users/UsersPage';
import { titleHead } from '@/shared/lib/title';

export const Route = createFileRoute('/_authenticated/users/')({
  validateSearch: usersList.schema,
  search: usersList.search,
  loaderDeps: usersList.deps,
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(usersListQueryOptions(deps)),
  head: titleHead('Пользователи'),
  component: UsersRoute,
});

function UsersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <UsersPage
      search={search}
      onSearchChange={(patch) =>
        void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })
      }
    />
  );
}
