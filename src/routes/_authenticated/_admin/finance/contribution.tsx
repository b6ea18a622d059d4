import { createFileRoute } from '@tanstack/react-router';
import { ContributionsPage } from '@/features/contributions/ContributionsPage';
import { titleHead } from '@/shared/lib/title';

export const Route = createFileRoute('/_authenticated/_admin/finance/contribution')({
  head: titleHead('Взносы'),
  component: ContributionsPage,
});
