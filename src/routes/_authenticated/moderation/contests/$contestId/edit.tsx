import { createFileRoute } from '@tanstack/react-router';
import { ContestEditPage } from '@/features/contests/ContestEditPage';
import { titleHead } from '@/shared/lib/title';
import { parseId } from '@/shared/lib/route-data';

export const Route = createFileRoute('/_authenticated/moderation/contests/$contestId/edit')({
  params: {
    parse: ({ contestId }) => ({ contestId: parseId(contestId) }),
    stringify: ({ contestId }) => ({ contestId: String(contestId) }),
  },
  head: titleHead('Редактирование конкурса'),
  component: ContestEditPageRoute,
});

function ContestEditPageRoute() {
  const { contestId } = Route.useParams();
  return <ContestEditPage id={contestId} />;
}
