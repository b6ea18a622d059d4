import { auditEntityLink, type AuditEntityType } from '@/contract/audit';
import type { Escalation, EscalationQueue } from '@/contract/escalations';

/** Each queue's entity in the audit trail: its link conventions open the item where it is decided. */
export const ENTITY: Record<EscalationQueue, AuditEntityType> = {
  videos: 'video',
  complaints: 'complaint',
  applications: 'application',
};

/** Where the item a request is about is decided: its page, or its list opened on it. */
export function itemLink(row: Pick<Escalation, 'queue' | 'itemId'>) {
  const link = auditEntityLink(ENTITY[row.queue], row.itemId);
  // Built from the item at run time: not one of the typed route ids.
  return { to: link.to as '/', search: link.search as never };
}
