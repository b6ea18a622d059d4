import { createFileRoute } from '@tanstack/react-router';
import { categoriesApi } from '@/features/categories/api';
import { CategoriesPage } from '@/features/categories/CategoriesPage';
import { categoriesList } from '@/features/categories/search';

export const Route = createFileRoute('/_authenticated/moderation/categories')({
  validateSearch: categoriesList.schema,
  search: categoriesList.search,
  loaderDeps: categoriesList.deps,
  // A list that fails to load is shown failing inside its table, so the loader does not throw.
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.prefetchQuery(categoriesApi.listQueryOptions(deps)),
  staticData: { title: 'Категории' },
  component: CategoriesPage,
});
