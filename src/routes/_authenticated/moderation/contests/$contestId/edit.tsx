import { createFileRoute } from '@tanstack/react-router';
import { contestQueryOptions } from '@/features/contests/api';
import { ContestEditPage } from '@/features/contests/ContestEditPage';
import { ContestNotFound } from '@/features/contests/ContestNotFound';
import { categoryOptionsQueryOptions } from '@/shared/api/options';
import { ensureOrNotFound, parseId, startFetching } from '@/shared/api/route-data';
import { pageTitle } from '@/shared/lib/title';

export const Route = createFileRoute('/_authenticated/moderation/contests/$contestId/edit')({
  params: {
    parse: ({ contestId }) => ({ contestId: parseId(contestId) }),
    stringify: ({ contestId }) => ({ contestId: String(contestId) }),
  },
  loader: ({ context: { queryClient }, params, preload }) => {
    // Ahead of the form's selects, which say their own failure once drawn (preload.ts).
    startFetching(queryClient, categoryOptionsQueryOptions(), { preload: true });
    return ensureOrNotFound(queryClient, contestQueryOptions(params.contestId), { preload });
  },
  staticData: { title: 'Редактирование конкурса' },
  head: ({ loaderData }) => ({
    meta: [
      {
        title: pageTitle(
          loaderData ? `Редактирование конкурса «${loaderData.title}»` : 'Редактирование конкурса',
        ),
      },
    ],
  }),
  notFoundComponent: ContestNotFound,
  component: ContestEditRoute,
});

function ContestEditRoute() {
  const { contestId } = Route.useParams();
  // Another contest is another form: remounting resets its values and dirty state.
  return <ContestEditPage key={contestId} id={contestId} />;
}
