import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { STOCK_STATUS_LABELS } from '@/contract/stocks';
import { DataTable } from '@/shared/table/DataTable';
import { EnumFilter } from '@/shared/table/filters';
import { ListFilters } from '@/shared/table/ListFilters';
import { useListPage } from '@/shared/table/useListPage';
import { lazyWidget, useOpenedOnce } from '@/shared/ui/on-demand';
import { PageHeader } from '@/shared/ui/PageHeader';
import { stocksListQueryOptions } from './api';
import { stockColumns } from './columns';
import type { Stock } from '@/contract/stocks';
import { stocksList } from './search';

const route = getRouteApi('/_authenticated/_admin/finance/stocks');

/** The form and its date pickers load when first opened. */
const StockFormModal = lazyWidget(() => import('./StockFormModal'));

export function StocksPage() {
  const page = useListPage(route, stocksList, stocksListQueryOptions, { selectable: false });
  const { field } = page;
  /** Who is editing what: undefined = closed, null = creating. */
  const [editing, setEditing] = useState<Stock | null | undefined>(undefined);
  // The setter is stable: the columns are made once.
  const columns = useMemo(() => stockColumns(setEditing), []);
  const formMounted = useOpenedOnce(editing !== undefined);

  return (
    <>
      <PageHeader
        title="Акции"
        crumbs={[{ label: 'Финансы' }, { label: 'Акции' }]}
        description="Бонусные акции к взносам."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)}>
            Новая акция
          </Button>
        }
      />
      <ListFilters list={page} searchPlaceholder="Поиск по названию, описанию">
        <EnumFilter
          label="Статус"
          placeholder="Все статусы"
          labels={STOCK_STATUS_LABELS}
          {...field('status')}
        />
      </ListFilters>
      <DataTable label="Акции" columns={columns} {...page.table} emptyTitle="Акции не найдены" />
      {formMounted && <StockFormModal stock={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
