import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from '@/contract/audit-kinds';
import { defineListSearch, filter } from '@/shared/table/list-search';

/** URL state of the audit page: every filter of `GET /audit`, kept in the URL like every list. */
export const auditList = defineListSearch({
  sorts: ['createdAt'],
  sort: 'createdAt',
  filters: {
    entityType: filter.oneOf(AUDIT_ENTITY_TYPES),
    entityId: filter.id(),
    actorId: filter.id(),
    action: filter.oneOf(AUDIT_ACTIONS),
    dateFrom: filter.day(),
    dateTo: filter.day(),
  },
});
export type AuditSearch = typeof auditList.defaults;
