import { createFileRoute } from '@tanstack/react-router';
import { categoryOptionsQueryOptions, contestOptionsQueryOptions } from '@/shared/api/options';
import { videoQueryOptions } from '@/features/videos/api';
import { VideoEditPage } from '@/features/videos/VideoEditPage';
import { ensureOrNotFound, parseId, startFetching } from '@/shared/api/route-data';
import { pageTitle } from '@/shared/lib/title';
import { NotFoundState } from '@/shared/ui/states';

export const Route = createFileRoute('/_authenticated/moderation/videos/$videoId')({
  params: {
    parse: ({ videoId }) => ({ videoId: parseId(videoId) }),
    stringify: ({ videoId }) => ({ videoId: String(videoId) }),
  },
  loader: async ({ context: { queryClient }, params, preload }) => {
    startFetching(queryClient, categoryOptionsQueryOptions(), { preload });
    startFetching(queryClient, contestOptionsQueryOptions(), { preload });
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
  component: VideoRoute,
});

function VideoRoute() {
  const { videoId } = Route.useParams();
  // A new video is a new form: remounting resets its values and dirty state.
  return <VideoEditPage key={videoId} id={videoId} />;
}
