import { createFileRoute } from '@tanstack/react-router';
import { complaintsListQueryOptions } from '@/features/complaints/api';
import { complaintReasonOptionsQueryOptions } from '@/shared/api/options';
import { ComplaintsPage } from '@/features/complaints/ComplaintsPage';
import { complaintsList } from '@/features/complaints/search';

export const Route = createFileRoute('/_authenticated/moderation/complaints')({
  validateSearch: complaintsList.schema,
  search: complaintsList.search,
  // The open complaint is not a view of the list: moving the panel through the queue loads nothing.
  loaderDeps: ({ search: { complaintId: _panel, ...list } }) => list,
  // A list that fails to load is shown failing inside its table, so the loader does not throw.
  loader: ({ context: { queryClient }, deps }) =>
    Promise.all([
      queryClient.prefetchQuery(complaintsListQueryOptions({ ...deps, complaintId: undefined })),
      queryClient.prefetchQuery(complaintReasonOptionsQueryOptions()),
    ]),
  staticData: { title: 'Жалобы' },
  component: ComplaintsPage,
});
