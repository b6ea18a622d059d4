import { Avatar, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper, type RowSelectionState } from '@tanstack/react-table';
import { useState } from 'react';
import { formatCompactDateTime, formatMoney } from '@/shared/lib/format';
import { BulkActionBar } from '@/shared/table/BulkActionBar';
import { DataTable } from '@/shared/table/DataTable';
import { DecisionButtons } from '@/shared/table/DecisionButtons';
import { FilterBar } from '@/shared/table/FilterBar';
import { SearchInput } from '@/shared/table/SearchInput';
import { StatusFilter } from '@/shared/table/StatusFilter';
import { askReason, confirmAction } from '@/shared/ui/dialogs';
import { ExpandableText } from '@/shared/ui/ExpandableText';
import { RouterAnchor } from '@/shared/ui/links';
import { PageHeader } from '@/shared/ui/PageHeader';
import { StatusBadge } from '@/shared/ui/StatusBadge';
import { APPLICATION_STATUS_STYLES } from '@/shared/ui/statuses';
import {
  APPLICATION_TYPE_LABEL,
  APPLICATION_REJECT_REASON_MAX,
  APPLICATION_TYPES,
  applicationRejectReasonSchema,
  applicationsListQueryOptions,
  useBulkApproveApplications,
  useReviewApplication,
  type Application,
  type ApplicationsSearch,
} from './api';

const STATUS_FILTERS = [
  { value: 'pending', label: APPLICATION_STATUS_STYLES.pending.label },
  { value: 'approved', label: APPLICATION_STATUS_STYLES.approved.label },
  { value: 'rejected', label: APPLICATION_STATUS_STYLES.rejected.label },
  { value: 'all', label: 'Все' },
] as const;

const column = createColumnHelper<Application>();

function askApplicationRejectReason(submit: (reason: string) => Promise<boolean>) {
  return askReason({
    title: 'Отклонить заявку',
    label: 'Причина отклонения',
    description: 'Пользователь увидит эту причину.',
    confirmLabel: 'Отклонить',
    schema: applicationRejectReasonSchema,
    maxLength: APPLICATION_REJECT_REASON_MAX,
    submit,
  });
}

/** Money leaving the platform is approved only after the moderator has seen the amount. */
function confirmPayout(application: Application): Promise<boolean> {
  return confirmAction({
    title: 'Одобрить вывод средств?',
    message: `С баланса ${application.user.nickname} будет списано ${formatMoney(application.amount ?? 0)}.`,
    confirmLabel: `Вывести ${formatMoney(application.amount ?? 0)}`,
  });
}

function ApplicationDecision({ application }: { application: Application }) {
  const review = useReviewApplication();
  if (application.status !== 'pending') return null;
  const pending = review.isPending(application.id);
  return (
    <DecisionButtons
      subject={`${APPLICATION_TYPE_LABEL[application.type]}: ${application.user.nickname}`}
      approveDisabled={pending}
      rejectDisabled={pending}
      onApprove={async () => {
        if (application.type === 'payout' && !(await confirmPayout(application))) return;
        await review.run({ id: application.id, action: 'approve' });
      }}
      onReject={() =>
        void askApplicationRejectReason((reason) =>
          review.run({ id: application.id, action: 'reject', reason }),
        )
      }
    />
  );
}

const COLUMNS = [
  column.accessor((row) => row.user.nickname, {
    id: 'user',
    header: 'Пользователь',
    enableSorting: false,
    cell: ({ row }) => (
      <Group gap="xs" wrap="nowrap">
        <Avatar src={row.original.user.avatarUrl} size={28} radius="xl" alt="" />
        <RouterAnchor
          to="/users/$userId"
          params={{ userId: row.original.user.id }}
          size="sm"
          fw={600}
        >
          {row.original.user.nickname}
        </RouterAnchor>
      </Group>
    ),
  }),
  column.accessor('type', {
    header: 'Тип',
    enableSorting: false,
    cell: ({ getValue }) => APPLICATION_TYPE_LABEL[getValue()],
  }),
  // Who reviewed it and when, under the status: no column that is empty in the pending queue, and
  // the table fits a 1280 px screen with its actions.
  column.accessor('status', {
    header: 'Статус',
    enableSorting: false,
    cell: ({ row }) => (
      <Stack gap={2} align="flex-start">
        <StatusBadge status={row.original.status} styles={APPLICATION_STATUS_STYLES} />
        {row.original.reviewedAt && (
          <Text size="xs" c="dimmed">
            {row.original.reviewedBy && `${row.original.reviewedBy.nickname}, `}
            {formatCompactDateTime(row.original.reviewedAt)}
          </Text>
        )}
      </Stack>
    ),
  }),
  column.accessor('message', {
    header: 'Сообщение',
    enableSorting: false,
    cell: ({ row }) => (
      <Stack gap={2} maw={320}>
        <ExpandableText>{row.original.message}</ExpandableText>
        {row.original.rejectReason && (
          <Text size="xs" c="red">
            Причина отказа: {row.original.rejectReason}
          </Text>
        )}
      </Stack>
    ),
  }),
  column.display({
    id: 'subject',
    header: 'Конкурс / сумма',
    cell: ({ row }) =>
      row.original.contest ? (
        <Text size="sm">{row.original.contest.title}</Text>
      ) : row.original.amount !== null ? (
        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {formatMoney(row.original.amount)}
        </Text>
      ) : (
        '—'
      ),
  }),
  column.accessor('createdAt', {
    header: 'Подана',
    cell: ({ getValue }) => formatCompactDateTime(getValue()),
  }),
  column.display({
    id: 'actions',
    header: '',
    meta: { shrink: true },
    cell: ({ row }) => <ApplicationDecision application={row.original} />,
  }),
];

interface ApplicationsPageProps {
  search: ApplicationsSearch;
  onSearchChange: (patch: Partial<ApplicationsSearch>) => void;
}

export function ApplicationsPage({ search, onSearchChange }: ApplicationsPageProps) {
  const list = useQuery(applicationsListQueryOptions(search));
  const bulk = useBulkApproveApplications();
  const [selection, setSelection] = useState<RowSelectionState>({});
  const selectedIds = Object.keys(selection)
    .filter((id) => selection[id])
    .map(Number);

  const change = (patch: Partial<ApplicationsSearch>) => {
    setSelection({});
    onSearchChange({ page: 1, ...patch });
  };

  async function bulkApprove() {
    const payouts = (list.data?.items ?? []).filter(
      (item) => selection[item.id] && item.type === 'payout',
    );
    const payoutSum = payouts.reduce((sum, item) => sum + (item.amount ?? 0), 0);
    const ok = await confirmAction({
      title: 'Одобрить выбранные заявки?',
      message:
        payouts.length > 0
          ? `Будет одобрено заявок: ${selectedIds.length}. Выводов средств: ${payouts.length} на ${formatMoney(payoutSum)} — эти суммы спишутся с балансов пользователей.`
          : `Будет одобрено заявок: ${selectedIds.length}.`,
      confirmLabel: 'Одобрить',
    });
    if (ok) bulk.mutate(selectedIds, { onSuccess: () => setSelection({}) });
  }

  const filtered = search.status !== 'all' || Boolean(search.type || search.search);

  return (
    <>
      <PageHeader
        title="Заявки"
        crumbs={[{ label: 'Пользователи', to: '/users' }, { label: 'Заявки' }]}
        description="Подтверждение профиля, участие в конкурсах и вывод средств."
      />
      <FilterBar
        top={
          <StatusFilter
            options={STATUS_FILTERS}
            value={search.status}
            onChange={(status) => change({ status })}
          />
        }
      >
        <SearchInput
          value={search.search}
          placeholder="Поиск по пользователю и сообщению"
          onChange={(value) => change({ search: value })}
        />
        <Select
          aria-label="Тип"
          placeholder="Все типы"
          clearable
          w={230}
          data={APPLICATION_TYPES.map((type) => ({
            value: type,
            label: APPLICATION_TYPE_LABEL[type],
          }))}
          value={search.type ?? null}
          onChange={(value) => change({ type: (value as ApplicationsSearch['type']) ?? undefined })}
        />
      </FilterBar>

      <BulkActionBar count={selectedIds.length} onClear={() => setSelection({})}>
        <Button size="xs" color="green" loading={bulk.isPending} onClick={bulkApprove}>
          Одобрить
        </Button>
      </BulkActionBar>

      <DataTable
        label="Заявки"
        columns={COLUMNS}
        rows={list.data?.items}
        total={list.data?.total}
        state={search}
        onStateChange={change}
        getRowId={(application) => String(application.id)}
        isLoading={list.isPending}
        error={list.error}
        stale={list.isRefetchError}
        onRetry={() => void list.refetch()}
        selection={selection}
        onSelectionChange={setSelection}
        canSelectRow={(application) => application.status === 'pending'}
        emptyTitle={
          search.status === 'pending' && !search.type && !search.search
            ? 'Все заявки рассмотрены'
            : 'Заявки не найдены'
        }
        emptyHint={
          filtered && (
            <Button
              size="xs"
              variant="light"
              onClick={() => change({ status: 'all', type: undefined, search: '' })}
            >
              Сбросить фильтры
            </Button>
          )
        }
      />
    </>
  );
}
