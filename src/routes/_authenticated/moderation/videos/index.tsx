import { createFileRoute } from '@tanstack/react-router';
import {
  categoryOptionsQueryOptions,
  contestOptionsQueryOptions,
  videosListQueryOptions,
} from '@/features/videos/api';
import { videosList } from '@/features/videos/search';
import { VideosPage } from '@/features/videos/VideosPage';
import { titleHead } from '@/shared/lib/title';

export const Route = createFileRoute('/_authenticated/moderation/videos/')({
  validateSearch: videosList.schema,
  search: videosList.search,
  loaderDeps: videosList.deps,
  // In parallel: the page and the dictionaries its filters need. A list that fails to load is shown
  // failing inside its table (filters and header stay), so the loader does not throw.
  loader: ({ context: { queryClient }, deps }) =>
    Promise.all([
      queryClient.prefetchQuery(videosListQueryOptions(deps)),
      queryClient.prefetchQuery(categoryOptionsQueryOptions()),
      queryClient.prefetchQuery(contestOptionsQueryOptions()),
    ]),
  head: titleHead('Видео'),
  component: VideosRoute,
});

function VideosRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <VideosPage
      search={search}
      onSearchChange={(patch) =>
        void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })
      }
    />
  );
}
