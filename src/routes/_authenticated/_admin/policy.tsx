import { createFileRoute } from '@tanstack/react-router';
import { policyReasonsApi } from '@/features/policy/api';
import { PolicyPage } from '@/features/policy/PolicyPage';
import { policyReasonsList } from '@/features/policy/search';
import { startFetching } from '@/shared/api/route-data';

export const Route = createFileRoute('/_authenticated/_admin/policy')({
  validateSearch: policyReasonsList.schema,
  search: policyReasonsList.search,
  loaderDeps: policyReasonsList.deps,
  loader: ({ context: { queryClient }, deps, preload }) =>
    startFetching(queryClient, policyReasonsApi.listQueryOptions(deps), { preload }),
  staticData: { title: 'Политика модерации' },
  component: PolicyPage,
});
