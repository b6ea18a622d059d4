import { createFileRoute } from '@tanstack/react-router';
import { CategoriesPage } from '@/features/categories/CategoriesPage';
import { titleHead } from '@/shared/lib/title';

export const Route = createFileRoute('/_authenticated/moderation/categories')({
  head: titleHead('Категории'),
  component: CategoriesPage,
});
