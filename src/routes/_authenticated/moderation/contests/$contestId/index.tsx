import { createFileRoute } from '@tanstack/react-router';
import { ContestPage } from '@/features/contests/ContestPage';
import { titleHead } from '@/shared/lib/title';
import { parseId } from '@/shared/lib/route-data';

export const Route = createFileRoute('/_authenticated/moderation/contests/$contestId/')({
  params: {
    parse: ({ contestId }) => ({ contestId: parseId(contestId) }),
    stringify: ({ contestId }) => ({ contestId: String(contestId) }),
  },
  head: titleHead('Конкурс'),
  component: ContestPageRoute,
});

function ContestPageRoute() {
  const { contestId } = Route.useParams();
  return <ContestPage id={contestId} />;
}
