import { createFileRoute } from '@tanstack/react-router';
import { usersListQueryOptions } from '@/features/users/api';
import { usersList } from '@/features/users/search';
import { UsersPage } from '@/features/users/UsersPage';
import { rolesQueryOptions } from '@/shared/api/options';
import { startFetching } from '@/shared/api/route-data';

export const Route = createFileRoute('/_authenticated/users/')({
  validateSearch: usersList.schema,
  search: usersList.search,
  loaderDeps: usersList.deps,
  loader: ({ context: { queryClient }, deps, preload }) => {
    startFetching(queryClient, usersListQueryOptions(deps), { preload });
    startFetching(queryClient, rolesQueryOptions(), { preload });
  },
  staticData: { title: 'Пользователи' },
  component: UsersPage,
});
