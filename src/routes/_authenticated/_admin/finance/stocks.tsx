import { createFileRoute } from '@tanstack/react-router';
import { StocksPage } from '@/features/stocks/StocksPage';
import { titleHead } from '@/shared/lib/title';

export const Route = createFileRoute('/_authenticated/_admin/finance/stocks')({
  head: titleHead('Акции'),
  component: StocksPage,
});
