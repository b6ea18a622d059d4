import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { RouteError } from '@/shared/ui/RouteError';
import { categoryOptionsQueryOptions, contestOptionsQueryOptions } from '@/shared/api/options';
import { videoQueryOptions } from '@/features/videos/api';
import { VideoEditPage } from '@/features/videos/VideoEditPage';
import { ensureOrNotFound, parseId, startFetching } from '@/shared/api/route-data';
import { pageTitle } from '@/shared/lib/title';
import { NotFoundState } from '@/shared/ui/states';
import { DrawnAfterShell } from '@/shared/ui/DrawnAfterShell';

export const Route = createFileRoute('/_authenticated/moderation/videos/$videoId')({
  params: {
    parse: ({ videoId }) => ({ videoId: parseId(videoId) }),
    stringify: ({ videoId }) => ({ videoId: String(videoId) }),
  },
  loader: async ({ context: { queryClient }, params, preload }) => {
    // Ahead of the form's selects, which say their own failure once drawn (preload.ts).
    startFetching(queryClient, categoryOptionsQueryOptions(), { preload: true });
    startFetching(queryClient, contestOptionsQueryOptions(), { preload: true });
    return ensureOrNotFound(queryClient, videoQueryOptions(params.videoId), { preload });
  },
  staticData: { title: 'Видео' },
  head: ({ loaderData }) => ({
    meta: [{ title: pageTitle(loaderData ? `Видео «${loaderData.title}»` : 'Видео') }],
  }),
  notFoundComponent: () => (
    <NotFoundState
      title="Видео не найдено"
      message="Видео с таким номером нет: возможно, его удалили."
      back={{ to: '/moderation/videos', label: 'К списку видео' }}
    />
  ),
  errorComponent: VideoError,
  component: VideoRoute,
});

/** The video that did not load, named as its page names it, with the way back to the list. */
function VideoError(props: ErrorComponentProps) {
  const { videoId } = Route.useParams();
  return (
    <RouteError
      {...props}
      record={{
        title: `Видео №${videoId}`,
        crumbs: [
          { label: 'Модерация' },
          { label: 'Видео', to: '/moderation/videos' },
          { label: `№${videoId}` },
        ],
        failure: `Не удалось загрузить видео №${videoId}`,
      }}
    />
  );
}

function VideoRoute() {
  const { videoId } = Route.useParams();
  // Drawn in a transition (React builds it in slices) also when this is rendered as the video's
  // loader resolves, outside of one (docs/performance.md#renders-the-page-did-not-need). Only the
  // first video waits: the next one («и следующее») replaces it in place, and a new video is a new
  // form (remounting resets its values and dirty state).
  return (
    <DrawnAfterShell>
      <VideoEditPage key={videoId} id={videoId} />
    </DrawnAfterShell>
  );
}
