import { Image, Stack, Text } from '@mantine/core';
import { columnsFor } from '@/shared/table/columns';
import { useFromList } from '@/shared/table/useFromList';
import { ClaimBadge } from '@/shared/ui/claims';
import { RouterAnchor } from '@/shared/ui/links';
import { VIDEO_STATUS_STYLES } from '@/shared/ui/statuses';
import type { Video } from '@/contract/videos';
import { formatDuration } from './status';
import { VideoDecision } from './VideoDecision';

function Preview({ row: video }: { row: Video }) {
  return (
    <Image src={video.previewUrl} alt="" w={56} h={32} radius="sm" fit="cover" loading="lazy" />
  );
}

/** The title opens the video with this list as its origin («decide and next» follows the list). */
function Title({ row: video }: { row: Video }) {
  const fromList = useFromList();
  return (
    // Up to 360 px: beyond it a wide screen's room goes to the other columns' single lines.
    <Stack gap={0} maw={360}>
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
      // As wide as the nickname, up to a point: the title is the column that gets the room.
      display="block"
      maw={150}
      truncate="end"
    >
      {video.author.nickname}
    </RouterAnchor>
  );
}

const c = columnsFor<Video>();

export const videoColumns = [
  c.custom('preview', 'Превью', Preview, { shrink: true, hiddenHeader: true }),
  c.custom('title', 'Название', Title, { main: true }),
  c.custom('author', 'Автор', Author, { shrink: true }),
  c.status('status', 'Статус', VIDEO_STATUS_STYLES, { decisionsOf: 'videos' }),
  c.count('views', 'Просмотры', { sortable: true }),
  c.count('complaintsCount', 'Жалобы', { sortable: true }),
  c.date('createdAt', 'Загружено', { sortable: true, wrap: true }),
  c.actions(VideoDecision),
];
