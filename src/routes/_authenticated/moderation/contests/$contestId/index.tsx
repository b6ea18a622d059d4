import { createFileRoute } from '@tanstack/react-router';
import {
  contestQueryOptions,
  FIRST_PARTICIPANTS,
  participantsQueryOptions,
} from '@/features/contests/api';
import { ContestNotFound } from '@/features/contests/ContestNotFound';
import { ContestPage } from '@/features/contests/ContestPage';
import { ensureOrNotFound, parseId, startFetching } from '@/shared/api/route-data';
import { pageTitle } from '@/shared/lib/title';

export const Route = createFileRoute('/_authenticated/moderation/contests/$contestId/')({
  params: {
    parse: ({ contestId }) => ({ contestId: parseId(contestId) }),
    stringify: ({ contestId }) => ({ contestId: String(contestId) }),
  },
  loader: ({ context: { queryClient }, params, preload }) => {
    startFetching(queryClient, participantsQueryOptions(params.contestId, FIRST_PARTICIPANTS), {
      preload,
    });
    return ensureOrNotFound(queryClient, contestQueryOptions(params.contestId), { preload });
  },
  staticData: { title: 'Конкурс' },
  head: ({ loaderData }) => ({
    meta: [{ title: pageTitle(loaderData ? `Конкурс «${loaderData.title}»` : 'Конкурс') }],
  }),
  notFoundComponent: ContestNotFound,
  component: ContestRoute,
});

function ContestRoute() {
  const { contestId } = Route.useParams();
  return <ContestPage key={contestId} id={contestId} />;
}
