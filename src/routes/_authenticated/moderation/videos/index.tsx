import { createFileRoute } from '@tanstack/react-router';
import { videosListQueryOptions } from '@/features/videos/api';
import { videosList } from '@/features/videos/search';
import { VideosPage } from '@/features/videos/VideosPage';

export const Route = createFileRoute('/_authenticated/moderation/videos/')({
  validateSearch: videosList.schema,
  search: videosList.search,
  loaderDeps: videosList.deps,
  // The page only: its filters fetch their dictionaries when opened. A failed list shows in its table.
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.prefetchQuery(videosListQueryOptions(deps)),
  staticData: { title: 'Видео' },
  component: VideosPage,
});
