import { createFileRoute } from '@tanstack/react-router';
import { complaintReasonsApi } from '@/features/complaint-reasons/api';
import { ComplaintReasonsPage } from '@/features/complaint-reasons/ComplaintReasonsPage';
import { complaintReasonsList } from '@/features/complaint-reasons/search';
import { startFetching } from '@/shared/api/route-data';

export const Route = createFileRoute('/_authenticated/moderation/reasons-complaint')({
  validateSearch: complaintReasonsList.schema,
  search: complaintReasonsList.search,
  loaderDeps: complaintReasonsList.deps,
  loader: ({ context: { queryClient }, deps, preload }) =>
    startFetching(queryClient, complaintReasonsApi.listQueryOptions(deps), { preload }),
  staticData: { title: 'Причины жалоб' },
  component: ComplaintReasonsPage,
});
