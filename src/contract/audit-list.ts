import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from './audit-kinds';
import { defineListContract, listFilter } from './list';

/**
 * `GET /audit` (and its export): newest first; one entity's history is `entityType` with `entityId`, a
 * moderator's own changes `actorId`. Apart from the labels (audit.ts): the page's URL state needs only this.
 */
export const auditListContract = defineListContract({
  sorts: ['createdAt'],
  sort: 'createdAt',
  filters: {
    entityType: listFilter.oneOf(AUDIT_ENTITY_TYPES),
    entityId: listFilter.id(),
    actorId: listFilter.id(),
    action: listFilter.oneOf(AUDIT_ACTIONS),
    dateFrom: listFilter.day('from', 'createdAt'),
    dateTo: listFilter.day('to', 'createdAt'),
  },
});
