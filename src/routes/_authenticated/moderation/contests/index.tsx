import { createFileRoute } from '@tanstack/react-router';
import { ContestsPage } from '@/features/contests/ContestsPage';
import { titleHead } from '@/shared/lib/title';

export const Route = createFileRoute('/_authenticated/moderation/contests/')({
  head: titleHead('Конкурсы'),
  component: ContestsPage,
});
