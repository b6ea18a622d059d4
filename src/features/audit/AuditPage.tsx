import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS } from '@/contract/audit';
import { dayOf } from '@/shared/lib/local-day';
import { DataTable } from '@/shared/table/DataTable';
import { EnumFilter, ExportCsvButton } from '@/shared/table/filters';
import { PeriodFilter } from '@/shared/table/PeriodFilter';
import { ListFilters } from '@/shared/table/ListFilters';
import { useListPage } from '@/shared/table/useListPage';
import { PageHeader } from '@/shared/ui/PageHeader';
import { UserPicker } from '@/shared/ui/UserPicker';
import { auditListQueryOptions, useExportAudit } from './api';
import { auditColumns } from './columns';
import { auditList } from './search';

const route = getRouteApi('/_authenticated/_admin/audit');

/** «Журнал действий»: who did what, when and why, over the whole panel (administrators). */
export function AuditPage() {
  const page = useListPage(route, auditList, auditListQueryOptions, { selectable: false });
  const { search, change, field } = page;
  // Fixed for the page's life: the presets end on the day it was opened.
  const [today] = useState(() => dayOf(new Date()));
  const exporting = useExportAudit();

  return (
    <>
      <PageHeader
        title="Журнал действий"
        crumbs={[{ label: 'Журнал действий' }]}
        description="Кто, когда и что изменил в панели, и почему."
        actions={
          <ExportCsvButton loading={exporting.isPending} onClick={() => exporting.mutate(search)} />
        }
      />
      <ListFilters list={page} searchPlaceholder="Поиск по названию, причине">
        <PeriodFilter value={search} today={today} onChange={change} />
        <UserPicker label="Кто" width={220} {...field('actorId')} />
        <EnumFilter
          label="Действие"
          placeholder="Все действия"
          labels={AUDIT_ACTION_LABELS}
          {...field('action')}
        />
        <EnumFilter
          label="Объект"
          placeholder="Все объекты"
          labels={AUDIT_ENTITY_LABELS}
          value={search.entityType}
          onChange={(entityType) => change({ entityType, entityId: undefined })}
        />
      </ListFilters>
      <DataTable
        label="Журнал действий"
        columns={auditColumns}
        {...page.table}
        emptyTitle="Записей не найдено"
      />
    </>
  );
}
