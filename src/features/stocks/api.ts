import { apiOf } from '@/shared/api/session';
import { keys } from '@/shared/api/keys';
import { listQueryOptions } from '@/shared/api/list-query';
import { useDeleteEntity } from '@/shared/actions/useDeleteEntity';
import { useSaveEntity } from '@/shared/actions/useSaveEntity';
import { useStatusChange } from '@/shared/actions/useStatusChange';
import { anyResult } from '@/shared/api/schemas';
import { stockSchema, stockStatus, type Stock, type StockBody } from '@/contract/stocks';
import type { StocksSearch } from './search';

export const stocksListQueryOptions = (search: StocksSearch) =>
  listQueryOptions(keys.stocks, 'finance/stocks', stockSchema, search);

export function useSaveStock() {
  return useSaveEntity({
    keys: keys.stocks,
    mutationFn: ({ id, body }: { id: number | null; body: StockBody }, { client }) =>
      id === null
        ? apiOf(client).post('finance/stocks', stockSchema, body)
        : apiOf(client).patch(`finance/stocks/${id}`, stockSchema, body),
    successMessage: (stock, { id }) =>
      id === null ? `Акция «${stock.title}» создана` : `Акция «${stock.title}» сохранена`,
  });
}

/** The switch: optimistic (with the status it implies), put back if the server refuses. */
export function useToggleStock() {
  return useStatusChange<Stock, { id: number; isEnabled: boolean }, Stock>({
    keys: keys.stocks,
    mutationKey: ['stocks', 'toggle'],
    mutationFn: ({ id, isEnabled }, { client }) =>
      apiOf(client).patch(`finance/stocks/${id}`, stockSchema, { isEnabled }),
    optimistic: (stock, { isEnabled }) => ({
      ...stock,
      isEnabled,
      status: stockStatus({ ...stock, isEnabled }),
    }),
    resultItem: (stock) => stock,
    successMessage: (stock) =>
      stock.isEnabled ? `Акция «${stock.title}» включена` : `Акция «${stock.title}» выключена`,
  });
}

export function useDeleteStock() {
  return useDeleteEntity({
    keys: keys.stocks,
    mutationFn: (stock: Stock, { client }) =>
      apiOf(client).delete(`finance/stocks/${stock.id}`, anyResult),
    successMessage: (_result, stock) => `Акция «${stock.title}» удалена`,
  });
}
