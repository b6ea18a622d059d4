import { Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { DataTable } from '@/shared/table/DataTable';
import { ExportCsvButton, ResetFiltersButton } from '@/shared/table/filters';
import { useListPage } from '@/shared/table/useListPage';
import { PageHeader } from '@/shared/ui/PageHeader';
import {
  contributionStatsQueryOptions,
  contributionsListQueryOptions,
  useExportContributions,
} from './api';
import { contributionColumns } from './columns';
import { ContributionFigures } from './ContributionFigures';
import { ContributionsChart } from './ContributionsChart';
import { ContributionsFilters } from './ContributionsFilters';
import { chartPeriod, chartTitle, dayOf } from './period';
import { contributionsList } from './search';

const route = getRouteApi('/_authenticated/_admin/finance/contribution');

export function ContributionsPage() {
  const page = useListPage(route, contributionsList, contributionsListQueryOptions, {
    selectable: false,
  });
  const { search } = page;
  // Fixed for the page's life: the presets and the default chart period end on the day it was opened.
  const [today] = useState(() => dayOf(new Date()));
  const stats = useQuery(contributionStatsQueryOptions(search, today));
  const exporting = useExportContributions();

  return (
    <>
      <PageHeader
        title="Взносы"
        crumbs={[{ label: 'Финансы' }, { label: 'Взносы' }]}
        description="Платежи пользователей: вступительные взносы и пожертвования."
        actions={
          <ExportCsvButton loading={exporting.isPending} onClick={() => exporting.mutate(search)} />
        }
      />
      <ContributionsFilters today={today} />

      <DataTable
        label="Взносы"
        columns={contributionColumns}
        {...page.table}
        info={<ContributionFigures sum={page.query.data?.sum} total={page.query.data?.total} />}
        emptyTitle="Взносы не найдены"
        emptyHint={
          page.isFiltered && (
            <Group justify="center">
              <ResetFiltersButton isFiltered onReset={page.reset} />
            </Group>
          )
        }
      />
      {/* The table first: the chart, under it, folds to its title line. */}
      <ContributionsChart
        days={stats.data}
        title={chartTitle(search)}
        period={chartPeriod(search, today)}
        isLoading={stats.isPending}
        error={stats.error}
        onRetry={() => void stats.refetch()}
      />
    </>
  );
}
