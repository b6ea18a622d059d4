import { createFileRoute } from '@tanstack/react-router';
import { complaintsListQueryOptions } from '@/features/complaints/api';
import { complaintReasonOptionsQueryOptions } from '@/shared/api/options';
import { ComplaintsPage } from '@/features/complaints/ComplaintsPage';
import { complaintsList } from '@/features/complaints/search';
import { startFetching } from '@/shared/api/route-data';

export const Route = createFileRoute('/_authenticated/moderation/complaints')({
  validateSearch: complaintsList.schema,
  search: complaintsList.search,
  // The open complaint is not a view of the list: moving the panel through the queue loads nothing.
  loaderDeps: ({ search: { complaintId: _panel, ...list } }) => list,
  loader: ({ context: { queryClient }, deps, preload }) => {
    startFetching(queryClient, complaintsListQueryOptions({ ...deps, complaintId: undefined }), {
      preload,
    });
    startFetching(queryClient, complaintReasonOptionsQueryOptions(), { preload });
  },
  staticData: { title: 'Жалобы' },
  component: ComplaintsPage,
});
