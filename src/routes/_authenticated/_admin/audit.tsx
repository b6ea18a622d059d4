import { createFileRoute } from '@tanstack/react-router';
import { auditListQueryOptions } from '@/features/audit/api';
import { AuditPage } from '@/features/audit/AuditPage';
import { auditList } from '@/features/audit/search';
import { startFetching } from '@/shared/api/route-data';

export const Route = createFileRoute('/_authenticated/_admin/audit')({
  validateSearch: auditList.schema,
  search: auditList.search,
  loaderDeps: auditList.deps,
  loader: ({ context: { queryClient }, deps, preload }) =>
    startFetching(queryClient, auditListQueryOptions(deps), { preload }),
  staticData: { title: 'Журнал действий' },
  component: AuditPage,
});
