import { Button } from '@mantine/core';
import { useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useHeldByOther } from '@/shared/api/claim-holder';
import { BulkActionBar } from '@/shared/table/BulkActionBar';
import { DataTable } from '@/shared/table/DataTable';
import { EnumFilter } from '@/shared/table/filters';
import { ListFilters } from '@/shared/table/ListFilters';
import { statusFilterOptions } from '@/shared/table/StatusFilter';
import { leftItsStatus, leftStatus, useKeyboardQueue } from '@/shared/table/useKeyboardQueue';
import { useListPage } from '@/shared/table/useListPage';
import { notifyWarning } from '@/shared/ui/notify';
import { usePreloadOnFirstInput } from '@/shared/ui/on-demand';
import { PageHeader } from '@/shared/ui/PageHeader';
import { StartQueueButton } from '@/shared/ui/StartQueueButton';
import { APPLICATION_STATUS_STYLES } from '@/shared/ui/statuses';
import {
  APPLICATION_TYPE_LABEL,
  applicationsListQueryOptions,
  useBulkApproveApplications,
} from './api';
import { applicationColumns } from './columns';
import { askApplicationRejectReason, confirmBulkApproval } from './ask-decision';
import { applicationsList } from './search';
import { decidedApplication, useApplicationDecisions } from './useApplicationDecisions';
import type { Application } from '@/contract/applications';
import { decidedByAdministrators, escalationUnavailable } from '@/contract/escalations-item';
import { isAdmin, useSelf } from '@/shared/api/self';
import { useStartApplications } from './useStartApplications';

const route = getRouteApi('/_authenticated/users/applications');
const STATUS_OPTIONS = statusFilterOptions(APPLICATION_STATUS_STYLES);

export function ApplicationsPage() {
  const list = useListPage(route, applicationsList, applicationsListQueryOptions, {
    left: leftItsStatus,
  });
  const { field } = list;
  const bulk = useBulkApproveApplications();
  const heldByOther = useHeldByOther();
  const decisions = useApplicationDecisions();
  const admin = isAdmin(useSelf());
  // The first R (or a payout's A) opens its dialog at once.
  usePreloadOnFirstInput(askApplicationRejectReason.preload, list.rows !== undefined);
  // The application the server handed out: the active row once the list shows it (the queue's first
  // page, oldest first, when the list showed another).
  const [shownId, setShownId] = useState<number | null>(null);
  const startApplications = useStartApplications(list.search, (id) => {
    setShownId(id);
    if (!list.rows?.some((row) => row.id === id))
      list.change({ status: 'pending', sort: 'createdAt', order: 'asc', page: 1 });
  });
  const start = () => startApplications().catch(() => undefined);

  const queue = useKeyboardQueue<Application>({
    rows: list.rows,
    onToggleSelect: (application) => {
      const decided = decidedApplication(application);
      if (decided) notifyWarning(decided);
      else list.toggleSelected(application.id);
    },
    // After a decision the keys move on past the applications another moderator is on.
    skip: heldByOther,
    decided: leftStatus(list.search.status),
    shownId,
    onMove: () => setShownId(null),
    onPastEnd: () => void start(),
    actions: [
      {
        letter: 'A',
        label: 'одобрить',
        unavailable: (row) => decidedApplication(row) ?? decidedByAdministrators(row, admin),
        run: (application, next) => void decisions.approve(application, next),
      },
      {
        letter: 'R',
        label: 'отклонить',
        unavailable: (row) => decidedApplication(row) ?? decidedByAdministrators(row, admin),
        run: (application, next) => void decisions.reject(application, next),
      },
      {
        letter: 'E',
        label: 'нужно второе мнение',
        short: 'второе мнение',
        unavailable: (row) => decidedApplication(row) ?? escalationUnavailable(row),
        run: (application, next) => void decisions.escalate(application, next),
      },
    ],
  });

  async function bulkApprove() {
    const held = list.selectedRows.filter(heldByOther).length;
    if (await confirmBulkApproval(list.selectedRows, held))
      bulk.mutate(list.selectedIds, { onSuccess: list.clearSelection });
  }

  return (
    <>
      <PageHeader
        title="Заявки"
        crumbs={[{ label: 'Пользователи', to: '/users' }, { label: 'Заявки' }]}
        description="Подтверждение профиля, участие в конкурсах и вывод средств."
        actions={<StartQueueButton start={start} />}
      />
      <ListFilters
        list={list}
        searchPlaceholder="Поиск по пользователю и сообщению"
        statusOptions={STATUS_OPTIONS}
      >
        <EnumFilter
          label="Тип"
          placeholder="Все типы"
          width={230}
          labels={APPLICATION_TYPE_LABEL}
          {...field('type')}
        />
      </ListFilters>

      <DataTable
        {...list.table}
        label="Заявки"
        bulkActions={
          <BulkActionBar count={list.selectedIds.length} onClear={list.clearSelection}>
            <Button size="xs" color="green" loading={bulk.isPending} onClick={bulkApprove}>
              Одобрить
            </Button>
          </BulkActionBar>
        }
        columns={applicationColumns}
        legend={queue.legend}
        {...queue.tableProps}
        onRowClick={(application) => {
          setShownId(null);
          queue.activate(application.id);
        }}
        canSelectRow={(application) => application.status === 'pending'}
        emptyTitle={list.isFiltered ? 'Заявки не найдены' : 'Все заявки рассмотрены'}
      />
    </>
  );
}
