import { createFileRoute } from '@tanstack/react-router';
import { auditListQueryOptions } from '@/features/audit/api';
import { AuditPage } from '@/features/audit/AuditPage';
import { auditList } from '@/features/audit/search';

export const Route = createFileRoute('/_authenticated/_admin/audit')({
  validateSearch: auditList.schema,
  search: auditList.search,
  loaderDeps: auditList.deps,
  // The table shows a failure in place (filters and header stay), so the loader does not throw.
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.prefetchQuery(auditListQueryOptions(deps)),
  staticData: { title: 'Журнал действий' },
  component: AuditPage,
});
