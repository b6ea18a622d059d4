import { Box } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useHeldByOther } from '@/shared/api/claim-holder';
import { useShortcuts } from '@/shared/lib/shortcuts';
import { DataTable } from '@/shared/table/DataTable';
import { leftItsStatus, leftStatus, useKeyboardQueue } from '@/shared/table/useKeyboardQueue';
import { useListPage } from '@/shared/table/useListPage';
import { lazyWidget, usePreloadOnFirstInput } from '@/shared/ui/on-demand';
import { PageHeader } from '@/shared/ui/PageHeader';
import { StartQueueButton } from '@/shared/ui/StartQueueButton';
import { complaintsListQueryOptions } from './api';
import { complaintColumns, complaintColumnsBesidePanel } from './columns';
import { ComplaintsFilters } from './ComplaintsFilters';
import { askComplaintNote, hideUnavailable, useComplaintDecisions } from './decisions';
import type { Complaint } from '@/contract/complaints';
import { escalationUnavailable } from '@/contract/escalations-item';
import { complaintsList, type ComplaintsSearch } from './search';
import { useComplaintsSearch } from './useComplaintsSearch';
import { useStartComplaints } from './useStartComplaints';

const route = getRouteApi('/_authenticated/moderation/complaints');

/** The complaint beside the queue (its target, history, claim): loaded when one is first opened. */
const ComplaintPanel = lazyWidget(() => import('./ComplaintPanel'));
const CRUMBS = [{ label: 'Модерация' }, { label: 'Жалобы' }];

/**
 * The header and the filters are drawn apart from the queue: a key press or a decision re-renders the
 * queue and its panel, never the filter panel.
 */
export function ComplaintsPage() {
  return (
    <>
      <PageHeader
        title="Жалобы"
        crumbs={CRUMBS}
        description="Жалобы пользователей на видео, комментарии и профили. Старые — первыми."
        actions={<StartComplaints />}
      />
      <ComplaintsFilters />
      <ComplaintQueue />
    </>
  );
}

/** The side panel's complaint, in the URL (replace: moving through the queue is not history). */
function usePanel() {
  const navigate = route.useNavigate();
  return (id: number | undefined) =>
    void navigate({
      search: (previous: ComplaintsSearch) => ({ ...previous, complaintId: id }),
      replace: true,
    });
}

/** The complaint the server hands out opens beside the queue, and so is its active row. */
function StartComplaints() {
  const { search } = useComplaintsSearch();
  return <StartQueueButton start={useStartComplaints(search, usePanel())} />;
}

/** A decided complaint takes no decision: what its keys say. */
const decided = (row: Complaint) => (row.status === 'new' ? null : 'Жалоба уже рассмотрена');

function ComplaintQueue() {
  // One decision per complaint, by keys or the panel: no bulk decisions, so no checkboxes.
  const page = useListPage(route, complaintsList, complaintsListQueryOptions, {
    selectable: false,
    left: leftItsStatus,
  });
  const { search, isFiltered } = useComplaintsSearch();
  const openId = search.complaintId;
  const openPanel = usePanel();
  const startComplaints = useStartComplaints(search, openPanel);

  const decisions = useComplaintDecisions();
  // The first R, B or A opens its dialog at once.
  usePreloadOnFirstInput(askComplaintNote.preload, page.rows !== undefined);
  const heldByOther = useHeldByOther();
  const queue = useKeyboardQueue<Complaint>({
    rows: page.rows,
    // After a decision the keys move on past the complaints another moderator is on.
    skip: heldByOther,
    decided: leftStatus(search.status),
    onOpen: (row) => openPanel(row.id),
    // The complaint in the panel (a deep link, a click) is the one the keys decide.
    shownId: openId,
    onMove: (row) => {
      if (openId !== undefined) openPanel(row.id);
    },
    onPastEnd: () => void startComplaints().catch(() => undefined),
    actions: [
      { letter: 'R', label: 'нарушения нет', unavailable: decided, run: decisions.noViolation },
      {
        letter: 'H',
        label: 'скрыть контент',
        unavailable: (row) => decided(row) ?? hideUnavailable(row),
        run: decisions.hideContent,
      },
      {
        letter: 'B',
        label: 'заблокировать автора',
        unavailable: (row) => decided(row) ?? decisions.blockUnavailable(row),
        run: decisions.blockAuthor,
      },
      { letter: 'A', label: 'без действий', unavailable: decided, run: decisions.noAction },
      {
        letter: 'E',
        label: 'нужно второе мнение',
        short: 'второе мнение',
        unavailable: (row) => decided(row) ?? escalationUnavailable(row),
        run: decisions.escalate,
      },
    ],
  });
  useShortcuts([{ keys: 'Escape', run: () => openId !== undefined && openPanel(undefined) }]);

  return (
    <>
      <Box pr={openId !== undefined ? { base: 0, lg: 460 } : 0}>
        <DataTable
          label="Жалобы"
          columns={openId !== undefined ? complaintColumnsBesidePanel : complaintColumns}
          // Beside the panel three columns fit half a 1280 px screen.
          minWidth={openId !== undefined ? 480 : undefined}
          {...page.table}
          {...queue.tableProps}
          legend={queue.legend}
          onRowClick={(row) => {
            queue.activate(row.id);
            openPanel(row.id);
          }}
          emptyTitle={
            search.status === 'new' && !isFiltered ? 'Новых жалоб нет' : 'Жалобы не найдены'
          }
        />
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
