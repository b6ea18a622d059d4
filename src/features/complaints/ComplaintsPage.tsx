import { Box, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useShortcuts } from '@/shared/lib/shortcuts';
import { columnsFor } from '@/shared/table/columns';
import { DataTable } from '@/shared/table/DataTable';
import { EnumFilter, IdFilter } from '@/shared/table/filters';
import { ListFilters } from '@/shared/table/ListFilters';
import { statusFilterOptions } from '@/shared/table/StatusFilter';
import { useListPage } from '@/shared/table/useListPage';
import { ShortcutLegend, useKeyboardQueue } from '@/shared/table/useKeyboardQueue';
import { useHeldByOther } from '@/shared/api/useClaim';
import { ClaimBadge } from '@/shared/ui/claims';
import { PageHeader } from '@/shared/ui/PageHeader';
import { COMPLAINT_STATUS_STYLES } from '@/shared/ui/statuses';
import { complaintsListQueryOptions, TARGET_TYPE_LABEL } from './api';
import { complaintReasonOptionsQueryOptions } from '@/shared/api/options';
import { ComplaintPanel } from './ComplaintPanel';
import { blockUnavailable, hideUnavailable, useComplaintDecisions } from './decisions';
import type { Complaint } from '@/contract/complaints';
import { complaintsList, type ComplaintsSearch } from './search';
import { TargetCell } from './TargetCell';

const route = getRouteApi('/_authenticated/moderation/complaints');

// The tabs name the queues (a row's badge says «Новая»).
const STATUS_FILTERS = statusFilterOptions(COMPLAINT_STATUS_STYLES, {
  tabs: { new: 'Новые', resolved: 'Решённые', rejected: 'Отклонённые' },
});

function ReasonCell({ row }: { row: Complaint }) {
  return (
    <Stack gap={2} maw={300}>
      <Text size="sm" fw={600}>
        {row.reason.title}
      </Text>
      {row.text && (
        <Text size="xs" c="dimmed" lineClamp={3}>
          {row.text}
        </Text>
      )}
      <ClaimBadge claim={row.claim} />
    </Stack>
  );
}

const col = columnsFor<Complaint>();
const COLUMNS = [
  col.custom('target', 'На что жалоба', TargetCell),
  col.custom('reason', 'Причина', ReasonCell),
  col.user('reporter', 'Пожаловался'),
  col.status('status', 'Статус', COMPLAINT_STATUS_STYLES),
  col.date('createdAt', 'Поступила', { sortable: true }),
];

export function ComplaintsPage() {
  // One decision per complaint, by keys or the panel: no bulk decisions, so no checkboxes.
  const page = useListPage(route, complaintsList, complaintsListQueryOptions, {
    selectable: false,
  });
  const { search, change } = page;
  const navigate = route.useNavigate();
  const reasons = useQuery(complaintReasonOptionsQueryOptions());
  const openId = search.complaintId;
  // The open complaint is in the URL beside the filters but is not one of them.
  const isFiltered =
    search.status !== 'new' || Boolean(search.search || search.targetType || search.reasonId);
  const reset = () =>
    change({ status: 'new', search: '', targetType: undefined, reasonId: undefined });

  /** The side panel: its complaint in the URL (replace: moving through the queue is not history). */
  const openPanel = (id: number | undefined) =>
    void navigate({
      search: (previous: ComplaintsSearch) => ({ ...previous, complaintId: id }),
      replace: true,
    });

  const waiting = (row: Complaint) => row.status === 'new';
  const decisions = useComplaintDecisions();
  const heldByOther = useHeldByOther();
  const queue = useKeyboardQueue<Complaint>({
    rows: page.rows,
    // After a decision the keys move on past the complaints another moderator is on.
    skip: heldByOther,
    onOpen: (row) => openPanel(row.id),
    // The complaint in the panel (a deep link, a click) is the one the keys decide.
    shownId: openId,
    onMove: (row) => {
      if (openId !== undefined) openPanel(row.id);
    },
    actions: [
      { letter: 'R', label: 'нарушения нет', applies: waiting, run: decisions.noViolation },
      {
        letter: 'H',
        label: 'скрыть контент',
        applies: (row) => waiting(row) && !hideUnavailable(row),
        run: decisions.hideContent,
      },
      {
        letter: 'B',
        label: 'заблокировать автора',
        applies: (row) => waiting(row) && !blockUnavailable(row),
        run: decisions.blockAuthor,
      },
      { letter: 'A', label: 'без действий', applies: waiting, run: decisions.noAction },
    ],
  });
  useShortcuts([{ keys: 'Escape', run: () => openId !== undefined && openPanel(undefined) }]);

  return (
    <>
      <PageHeader
        title="Жалобы"
        crumbs={[{ label: 'Модерация' }, { label: 'Жалобы' }]}
        description="Жалобы пользователей на видео, комментарии и профили. Старые — первыми."
      />
      <ListFilters
        list={{ search, change, isFiltered, reset }}
        searchPlaceholder="Поиск по тексту жалобы и автору"
        statusOptions={STATUS_FILTERS}
      >
        <EnumFilter
          label="Объект"
          placeholder="Все объекты"
          labels={TARGET_TYPE_LABEL}
          value={search.targetType}
          onChange={(targetType) => change({ targetType })}
        />
        <IdFilter
          label="Причина"
          placeholder="Все причины"
          width={240}
          items={reasons.data}
          value={search.reasonId}
          onChange={(reasonId) => change({ reasonId })}
        />
      </ListFilters>

      <Box pr={openId !== undefined ? { base: 0, lg: 460 } : 0}>
        <DataTable
          label="Жалобы"
          // A queue: compact until the user picks another density under a table.
          density="compact"
          columns={COLUMNS}
          {...page.table}
          {...queue.tableProps}
          onRowClick={(row) => {
            queue.activate(row.id);
            openPanel(row.id);
          }}
          emptyTitle={
            search.status === 'new' && !isFiltered ? 'Новых жалоб нет' : 'Жалобы не найдены'
          }
        />
        <ShortcutLegend legend={queue.legend} />
      </Box>

      {openId !== undefined && (
        <ComplaintPanel
          id={openId}
          row={page.rows?.find((row) => row.id === openId)}
          decisions={decisions}
          onDecided={queue.advanceFrom}
          onClose={() => openPanel(undefined)}
        />
      )}
    </>
  );
}
