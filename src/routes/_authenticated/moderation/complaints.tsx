import { createFileRoute } from '@tanstack/react-router';
import { complaintsListQueryOptions, reasonOptionsQueryOptions } from '@/features/complaints/api';
import { ComplaintsPage } from '@/features/complaints/ComplaintsPage';
import { complaintsList } from '@/features/complaints/search';
import { titleHead } from '@/shared/lib/title';

export const Route = createFileRoute('/_authenticated/moderation/complaints')({
  validateSearch: complaintsList.schema,
  search: complaintsList.search,
  loaderDeps: complaintsList.deps,
  // A list that fails to load is shown failing inside its table, so the loader does not throw.
  loader: ({ context: { queryClient }, deps }) =>
    Promise.all([
      queryClient.prefetchQuery(complaintsListQueryOptions(deps)),
      queryClient.prefetchQuery(reasonOptionsQueryOptions()),
    ]),
  head: titleHead('Жалобы'),
  component: ComplaintsPage,
});
