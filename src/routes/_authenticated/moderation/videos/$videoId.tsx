import { createFileRoute } from '@tanstack/react-router';
import { VideoEditPage } from '@/features/videos/VideoEditPage';
import { titleHead } from '@/shared/lib/title';
import { parseId } from '@/shared/lib/route-data';

export const Route = createFileRoute('/_authenticated/moderation/videos/$videoId')({
  params: { parse: ({ videoId }) => ({ videoId: parseId(videoId) }), stringify: ({ videoId }) => ({ videoId: String(videoId) }) },
  head: titleHead('Видео'),
  component: VideoEditPageRoute,
});

function VideoEditPageRoute() {
  const { videoId } = Route.useParams();
  return <VideoEditPage id={videoId} />;
}
