import { createFileRoute } from '@tanstack/react-router';
import { categoriesApi } from '@/features/categories/api';
import { CategoriesPage } from '@/features/categories/CategoriesPage';
import { categoriesList } from '@/features/categories/search';
import { startFetching } from '@/shared/api/route-data';

export const Route = createFileRoute('/_authenticated/moderation/categories')({
  validateSearch: categoriesList.schema,
  search: categoriesList.search,
  loaderDeps: categoriesList.deps,
  loader: ({ context: { queryClient }, deps, preload }) =>
    startFetching(queryClient, categoriesApi.listQueryOptions(deps), { preload }),
  staticData: { title: 'Категории' },
  component: CategoriesPage,
});
