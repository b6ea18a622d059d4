import { auditEntrySchema } from '@/contract/audit-schema';
import { useCsvExport } from '@/shared/api/export';
import { keys } from '@/shared/api/keys';
import { listQueryOptions } from '@/shared/api/list-query';
import { dayEnd, dayStart } from '@/shared/lib/local-day';
import type { AuditSearch } from './search';

/** The filters as the API takes them: the URL's days become the browser's day bounds. */
function filterParams(search: AuditSearch) {
  return {
    entityType: search.entityType,
    entityId: search.entityId,
    actorId: search.actorId,
    action: search.action,
    search: search.search,
    dateFrom: search.dateFrom ? dayStart(search.dateFrom) : undefined,
    dateTo: search.dateTo ? dayEnd(search.dateTo) : undefined,
    sort: search.sort,
    order: search.order,
  };
}

export const auditListQueryOptions = (search: AuditSearch) =>
  listQueryOptions(keys.audit, 'audit', auditEntrySchema, search, {
    ...filterParams(search),
    page: search.page,
    limit: search.limit,
  });

/** `Экспорт CSV`: the whole filtered trail, in the table's order. */
export function useExportAudit() {
  return useCsvExport('audit/export', 'audit.csv', filterParams);
}
