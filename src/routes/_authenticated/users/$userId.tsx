import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { userQueryOptions } from '@/features/users/api';
import { userCardSearchSchema } from '@/features/users/search';
import { UserDetailPage } from '@/features/users/UserDetailPage';
import { ensureOrNotFound, parseId } from '@/shared/api/route-data';
import { pageTitle } from '@/shared/lib/title';
import { NotFoundState } from '@/shared/ui/states';

export const Route = createFileRoute('/_authenticated/users/$userId')({
  params: {
    parse: ({ userId }) => ({ userId: parseId(userId) }),
    stringify: ({ userId }) => ({ userId: String(userId) }),
  },
  validateSearch: userCardSearchSchema,
  search: { middlewares: [stripSearchParams({ tab: 'videos' })] },
  loader: ({ context, params, preload }) =>
    ensureOrNotFound(context.queryClient, userQueryOptions(params.userId), { preload }),
  staticData: { title: 'Пользователь' },
  head: ({ loaderData }) => ({
    meta: [{ title: pageTitle(loaderData ? loaderData.nickname : 'Пользователь') }],
  }),
  notFoundComponent: () => (
    <NotFoundState
      title="Пользователь не найден"
      message="Пользователя с таким номером нет или он был удалён."
      back={{ to: '/users', label: 'К списку пользователей' }}
    />
  ),
  component: UserRoute,
});

function UserRoute() {
  const { userId } = Route.useParams();
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <UserDetailPage
      key={userId}
      userId={userId}
      tab={tab}
      onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })}
    />
  );
}
