import { auditListContract } from '@/contract/audit-list';
import { listSearchFrom } from '@/shared/table/list-search';

/** URL state of the audit page: every filter of its contract (src/contract/audit-list.ts). */
export const auditList = listSearchFrom(auditListContract);
export type AuditSearch = typeof auditList.defaults;
