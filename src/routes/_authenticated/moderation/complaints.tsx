import { createFileRoute } from '@tanstack/react-router';
import { ComplaintsPage } from '@/features/complaints/ComplaintsPage';
import { titleHead } from '@/shared/lib/title';

export const Route = createFileRoute('/_authenticated/moderation/complaints')({
  head: titleHead('Жалобы'),
  component: ComplaintsPage,
});
