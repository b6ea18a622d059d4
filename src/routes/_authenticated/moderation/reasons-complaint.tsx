import { createFileRoute } from '@tanstack/react-router';
import { complaintReasonsApi } from '@/features/complaint-reasons/api';
import { ComplaintReasonsPage } from '@/features/complaint-reasons/ComplaintReasonsPage';
import { complaintReasonsList } from '@/features/complaint-reasons/search';

export const Route = createFileRoute('/_authenticated/moderation/reasons-complaint')({
  validateSearch: complaintReasonsList.schema,
  search: complaintReasonsList.search,
  loaderDeps: complaintReasonsList.deps,
  // A list that fails to load is shown failing inside its table, so the loader does not throw.
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.prefetchQuery(complaintReasonsApi.listQueryOptions(deps)),
  staticData: { title: 'Причины жалоб' },
  component: ComplaintReasonsPage,
});
