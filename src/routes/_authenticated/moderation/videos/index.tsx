import { createFileRoute } from '@tanstack/react-router';
import { videosListQueryOptions } from '@/features/videos/api';
import { videosList } from '@/features/videos/search';
import { VideosPage } from '@/features/videos/VideosPage';
import { startFetching } from '@/shared/api/route-data';

export const Route = createFileRoute('/_authenticated/moderation/videos/')({
  validateSearch: videosList.schema,
  search: videosList.search,
  loaderDeps: videosList.deps,
  // The page only: its filters fetch their dictionaries when opened.
  loader: ({ context: { queryClient }, deps, preload }) =>
    startFetching(queryClient, videosListQueryOptions(deps), { preload }),
  staticData: { title: 'Видео' },
  component: VideosPage,
});
