import { Button, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { contestOptionsQueryOptions } from '@/shared/api/options';
import { formatCount, formatMoney } from '@/shared/lib/format';
import { columnsFor } from '@/shared/table/columns';
import { DataTable } from '@/shared/table/DataTable';
import { EnumFilter, ExportCsvButton, IdFilter, ResetFiltersButton } from '@/shared/table/filters';
import { PeriodFilter } from '@/shared/table/PeriodFilter';
import { ListFilters } from '@/shared/table/ListFilters';
import { statusFilterOptions } from '@/shared/table/StatusFilter';
import { useListPage } from '@/shared/table/useListPage';
import { askReason } from '@/shared/form/askReason';
import { PageHeader } from '@/shared/ui/PageHeader';
import { CONTRIBUTION_STATUS_STYLES } from '@/shared/ui/statuses';
import { UserPicker } from '@/shared/ui/UserPicker';
import {
  contributionStatsQueryOptions,
  contributionsListQueryOptions,
  useExportContributions,
  useRefundContribution,
} from './api';
import { ContributionsChart } from './ContributionsChart';
import { chartPeriod, chartTitle, dayOf } from './period';
import {
  CONTRIBUTION_TYPE_LABELS,
  PAYMENT_METHOD_LABELS,
  REFUND_REASON_MAX,
  refundReasonSchema,
  type Contribution,
} from '@/contract/contributions';
import { contributionsList } from './search';

const route = getRouteApi('/_authenticated/_admin/finance/contribution');

const STATUS_FILTERS = statusFilterOptions(CONTRIBUTION_STATUS_STYLES);

function RefundButton({ row }: { row: Contribution }) {
  const refund = useRefundContribution();
  if (row.status !== 'succeeded') return null;
  const ask = () =>
    askReason({
      title: `Возврат платежа №${row.id}`,
      description: `${formatMoney(row.amount)} вернутся на баланс пользователя ${row.user.nickname}. Отменить возврат нельзя.`,
      label: 'Причина возврата',
      confirmLabel: 'Вернуть',
      schema: refundReasonSchema,
      maxLength: REFUND_REASON_MAX,
      submit: (reason) => refund.run({ id: row.id, reason }),
    });
  return (
    <Button
      size="xs"
      variant="light"
      color="red"
      loading={refund.isPending(row.id)}
      onClick={() => void ask()}
      aria-label={`Вернуть платёж №${row.id}`}
    >
      Вернуть
    </Button>
  );
}

const c = columnsFor<Contribution>();
const COLUMNS = [
  c.user('user', 'Пользователь'),
  c.custom('contest', 'Конкурс', ({ row }) => (
    <Text size="sm" lineClamp={2} maw={260}>
      {row.contest?.title ?? 'Платформа'}
    </Text>
  )),
  c.money('amount', 'Сумма', { sortable: true }),
  c.custom('type', 'Тип', ({ row }) => CONTRIBUTION_TYPE_LABELS[row.type], { shrink: true }),
  c.custom('paymentMethod', 'Способ', ({ row }) => PAYMENT_METHOD_LABELS[row.paymentMethod], {
    shrink: true,
  }),
  c.status('status', 'Статус', CONTRIBUTION_STATUS_STYLES),
  c.date('createdAt', 'Дата', { sortable: true }),
  c.actions(RefundButton),
];

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {/* An output, named by its caption (a paragraph may not carry `aria-label`). */}
      <Text component="output" display="block" size="xl" fw={700} aria-label={label}>
        {value}
      </Text>
    </Paper>
  );
}

export function ContributionsPage() {
  const page = useListPage(route, contributionsList, contributionsListQueryOptions, {
    selectable: false,
  });
  const { search, change } = page;
  // Fixed for the page's life: the presets and the default chart period end on the day it was opened.
  const [today] = useState(() => dayOf(new Date()));
  const stats = useQuery(contributionStatsQueryOptions(search, today));
  const contests = useQuery(contestOptionsQueryOptions());
  const exporting = useExportContributions();
  const sum = page.query.data?.sum;
  const total = page.query.data?.total;

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
      <ListFilters
        list={page}
        searchPlaceholder="Поиск по пользователю, конкурсу"
        statusOptions={STATUS_FILTERS}
      >
        <PeriodFilter value={search} today={today} onChange={change} />
        <EnumFilter
          label="Тип"
          placeholder="Все типы"
          labels={CONTRIBUTION_TYPE_LABELS}
          value={search.type}
          onChange={(type) => change({ type })}
        />
        <IdFilter
          label="Конкурс"
          placeholder="Все конкурсы"
          width={230}
          items={contests.data}
          value={search.contestId}
          onChange={(contestId) => change({ contestId })}
        />
        <UserPicker
          label="Пользователь"
          width={220}
          value={search.userId}
          onChange={(userId) => change({ userId })}
        />
      </ListFilters>

      <SimpleGrid cols={{ base: 1, xs: 2 }} mb="md" maw={560}>
        <Figure label="Итого по фильтру" value={sum === undefined ? '…' : formatMoney(sum)} />
        <Figure label="Платежей" value={total === undefined ? '…' : formatCount(total)} />
      </SimpleGrid>

      <ContributionsChart
        days={stats.data}
        title={chartTitle(search)}
        period={chartPeriod(search, today)}
        isLoading={stats.isPending}
        error={stats.error}
        onRetry={() => void stats.refetch()}
      />

      <DataTable
        label="Взносы"
        columns={COLUMNS}
        {...page.table}
        emptyTitle="Взносы не найдены"
        emptyHint={
          page.isFiltered && (
            <Group justify="center">
              <ResetFiltersButton isFiltered onReset={page.reset} />
            </Group>
          )
        }
      />
    </>
  );
}
