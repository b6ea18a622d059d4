import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import {
  categoryOptionsQueryOptions,
  contestOptionsQueryOptions,
  videosListQueryOptions,
} from '@/features/videos/api';
import { VIDEOS_SEARCH_DEFAULTS, videosSearchSchema } from '@/features/videos/search';
import { VideosPage } from '@/features/videos/VideosPage';
import { titleHead } from '@/shared/lib/title';
import { listDefaults } from '@/shared/table/list-search';

export const Route = createFileRoute('/_authenticated/moderation/videos/')({
  validateSearch: videosSearchSchema,
  search: {
    middlewares: [stripSearchParams({ ...listDefaults('createdAt'), ...VIDEOS_SEARCH_DEFAULTS })],
  },
  loaderDeps: ({ search }) => search,
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
