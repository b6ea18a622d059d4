import { createFileRoute } from '@tanstack/react-router';
import { videosListQueryOptions } from '@/features/videos/api';
import { videosList } from '@/features/videos/search';
import { VideosPage } from '@/features/videos/VideosPage';
import { categoryOptionsQueryOptions, contestOptionsQueryOptions } from '@/shared/api/options';

export const Route = createFileRoute('/_authenticated/moderation/videos/')({
  validateSearch: videosList.schema,
  search: videosList.search,
  loaderDeps: videosList.deps,
  // The page and its filters' dictionaries in parallel. A failed list shows inside its table.
  loader: ({ context: { queryClient }, deps }) =>
    Promise.all([
      queryClient.prefetchQuery(videosListQueryOptions(deps)),
      queryClient.prefetchQuery(categoryOptionsQueryOptions()),
      queryClient.prefetchQuery(contestOptionsQueryOptions()),
    ]),
  staticData: { title: 'Видео' },
  component: VideosPage,
});
