import { queryOptions } from '@tanstack/react-query';
import type { AuditEntityType } from '@/contract/audit';
import { auditPageSchema } from '@/contract/audit-schema';
import { apiOf } from './session';
import { keys } from './keys';

export { auditEntrySchema, auditPageSchema, type AuditEntry } from '@/contract/audit-schema';

/** How many entries a history and «Мои решения» show: the newest. */
export const HISTORY_LIMIT = 10;

/** The newest entries about one entity (its «История»). */
export const entityHistoryQueryOptions = (entityType: AuditEntityType, entityId: number) =>
  queryOptions({
    queryKey: [...keys.audit.lists(), { entityType, entityId }],
    queryFn: ({ client, signal }) =>
      apiOf(client).get('audit', auditPageSchema, {
        searchParams: {
          entityType,
          entityId,
          limit: HISTORY_LIMIT,
          sort: 'createdAt',
          order: 'desc',
        },
        signal,
      }),
    // Every change writes the trail: a history is read fresh each time it is shown.
    staleTime: 0,
  });

/** The newest entries of one moderator («Мои решения»). */
export const actorHistoryQueryOptions = (actorId: number) =>
  queryOptions({
    queryKey: [...keys.audit.lists(), { actorId }],
    queryFn: ({ client, signal }) =>
      apiOf(client).get('audit', auditPageSchema, {
        searchParams: { actorId, limit: HISTORY_LIMIT, sort: 'createdAt', order: 'desc' },
        signal,
      }),
    staleTime: 0,
  });
