import { createFileRoute } from '@tanstack/react-router';
import { ApplicationsPage } from '@/features/applications/ApplicationsPage';
import { titleHead } from '@/shared/lib/title';

export const Route = createFileRoute('/_authenticated/users/applications')({
  head: titleHead('Заявки'),
  component: ApplicationsPage,
});
