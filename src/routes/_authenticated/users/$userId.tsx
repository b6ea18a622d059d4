import { createFileRoute } from '@tanstack/react-router';
import { userQueryOptions } from '@/features/users/api';
import { UserDetailPage } from '@/features/users/UserDetailPage';
import { pageTitle } from '@/shared/lib/title';
import { ensureOrNotFound, parseId } from '@/shared/lib/route-data';
import { NotFoundState } from '@/shared/ui/states';

export const Route = createFileRoute('/_authenticated/users/$userId')({
  loader: ({ context, params }) => ensureOrNotFound(context.queryClient, userQueryOptions(parseId(params.userId))),
  head: ({ loaderData }) => ({ meta: [{ title: pageTitle(loaderData ? loaderData.nickname : 'Пользователь') }] }),
  notFoundComponent: () => (
    <NotFoundState title="Пользователь не найден" message="Пользователя с таким номером нет или он был удалён." />
  ),
  component: UserRoute,
});

function UserRoute() {
  const { userId } = Route.useParams();
  return <UserDetailPage userId={Number(userId)} />;
}
