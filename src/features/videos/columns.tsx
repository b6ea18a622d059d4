import { Image, Stack, Text } from '@mantine/core';
import { columnsFor } from '@/shared/table/columns';
import { useFromList } from '@/shared/table/useFromList';
import { ClaimBadge } from '@/shared/ui/claims';
import { RouterAnchor } from '@/shared/ui/links';
import { VIDEO_STATUS_STYLES } from '@/shared/ui/statuses';
import type { Video } from './schemas';
import { formatDuration } from './status';
import { VideoDecision } from './VideoDecision';

function Preview({ row: video }: { row: Video }) {
  return (
    <Image src={video.previewUrl} alt="" w={64} h={36} radius="sm" fit="cover" loading="lazy" />
  );
}

/** The title opens the video with this list as its origin («decide and next» follows the list). */
function Title({ row: video }: { row: Video }) {
  const fromList = useFromList();
  return (
    <Stack gap={0} maw={280}>
      <RouterAnchor
        to="/moderation/videos/$videoId"
        params={{ videoId: video.id }}
        state={{ fromList }}
        fw={600}
        size="sm"
        lineClamp={2}
      >
        {video.title}
      </RouterAnchor>
      <Text size="xs" c="dimmed">
        №{video.id} · {formatDuration(video.durationSec)} · {video.category.name}
      </Text>
      {video.contest && (
        <Text size="xs" c="dimmed" lineClamp={1}>
          Конкурс: {video.contest.title}
        </Text>
      )}
      <ClaimBadge claim={video.claim} />
    </Stack>
  );
}

/** The author's nickname narrows the list to their videos. */
function Author({ row: video }: { row: Video }) {
  return (
    <RouterAnchor
      from="/moderation/videos/"
      to="."
      search={(prev) => ({ ...prev, authorId: video.author.id, page: 1 })}
      size="sm"
      title="Показать только видео этого автора"
    >
      {video.author.nickname}
    </RouterAnchor>
  );
}

const c = columnsFor<Video>();

export const videoColumns = [
  c.custom('preview', '', Preview, { shrink: true }),
  c.custom('title', 'Название', Title),
  c.custom('author', 'Автор', Author),
  c.status('status', 'Статус', VIDEO_STATUS_STYLES),
  c.count('views', 'Просмотры', { sortable: true }),
  c.count('complaintsCount', 'Жалобы', { sortable: true }),
  c.date('createdAt', 'Загружено', { sortable: true }),
  c.actions(VideoDecision),
];
