import { createFileRoute } from '@tanstack/react-router';
import { NotFoundState } from '@/shared/ui/states';

/**
 * Any other path: the guard above has already sent non-administrators home
 * (docs/product.md#navigation-guard).
 */
export const Route = createFileRoute('/_authenticated/$')({
  staticData: { title: 'Страница не найдена' },
  component: () => <NotFoundState />,
});
