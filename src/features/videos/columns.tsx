import { Image } from '@mantine/core';
import { CELL_MAIN, CellLine, columnsFor } from '@/shared/table/columns';
import { useFromList } from '@/shared/table/useFromList';
import { ClaimBadge } from '@/shared/ui/claims';
import { RouterAnchor } from '@/shared/ui/links';
import { VIDEO_STATUS_STYLES } from '@/shared/ui/statuses';
import type { Video } from '@/contract/videos';
import { formatDuration } from './status';
import { VideoDecision } from './VideoDecision';

function Preview({ row: video }: { row: Video }) {
  return (
    <Image src={video.previewUrl} alt="" w={44} h={25} radius="sm" fit="cover" loading="lazy" />
  );
}

/** The title opens the video with this list as its origin («decide and next» follows the list). */
function Title({ row: video }: { row: Video }) {
  const fromList = useFromList();
  const facts = [
    `№${video.id}`,
    formatDuration(video.durationSec),
    video.category.name,
    ...(video.contest ? [`Конкурс: ${video.contest.title}`] : []),
  ].join(' · ');
  return (
    <CellLine
      full={`${video.title} — ${facts}`}
      main={
        <RouterAnchor
          to="/moderation/videos/$videoId"
          params={{ videoId: video.id }}
          state={{ fromList }}
          fw={600}
          size="sm"
          truncate="end"
          style={CELL_MAIN}
        >
          {video.title}
        </RouterAnchor>
      }
      facts={facts}
      end={<ClaimBadge claim={video.claim} />}
    />
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
      maw={120}
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
  c.status('status', 'Статус', VIDEO_STATUS_STYLES),
  c.count('views', 'Просмотры', { sortable: true }),
  c.count('complaintsCount', 'Жалобы', { sortable: true }),
  c.date('createdAt', 'Загружено', { sortable: true }),
  c.actions(VideoDecision),
];
