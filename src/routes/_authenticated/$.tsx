import { createFileRoute } from '@tanstack/react-router';
import { titleHead } from '@/shared/lib/title';
import { NotFoundState } from '@/shared/ui/states';

/** Any other path: the guard above has already sent non-administrators home (SPEC §6). */
export const Route = createFileRoute('/_authenticated/$')({
  head: titleHead('Страница не найдена'),
  component: () => <NotFoundState />,
});
