import { createFileRoute } from '@tanstack/react-router';
import { stocksListQueryOptions } from '@/features/stocks/api';
import { stocksList } from '@/features/stocks/search';
import { StocksPage } from '@/features/stocks/StocksPage';
import { startFetching } from '@/shared/api/route-data';

export const Route = createFileRoute('/_authenticated/_admin/finance/stocks')({
  validateSearch: stocksList.schema,
  search: stocksList.search,
  loaderDeps: stocksList.deps,
  loader: ({ context: { queryClient }, deps, preload }) =>
    startFetching(queryClient, stocksListQueryOptions(deps), { preload }),
  staticData: { title: 'Акции' },
  component: StocksPage,
});
