import { createFileRoute } from '@tanstack/react-router';
import { VideosPage } from '@/features/videos/VideosPage';
import { titleHead } from '@/shared/lib/title';

export const Route = createFileRoute('/_authenticated/moderation/videos/')({
  head: titleHead('Видео'),
  component: VideosPage,
});
