import { UnstyledButton } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { CELL_MAIN, CellLine, columnsFor } from '@/shared/table/columns';
import { Thumbnail } from '@/shared/table/Thumbnail';
import { useFromList } from '@/shared/table/useFromList';
import { ClaimBadge } from '@/shared/ui/claims';
import { EscalationMark } from '@/shared/ui/EscalationMark';
import { RouterAnchor } from '@/shared/ui/links';
import { VIDEO_STATUS_STYLES } from '@/shared/ui/statuses';
import type { Video } from '@/contract/videos';
import { formatDuration } from '@/shared/lib/format';
import { VideoDecision } from './VideoDecision';
import { useRowFrames, useRowFramesOpen } from './row-frames';
import { RiskCell } from './risk-column';

const RowFrames = lazy(() => import('./RowFrames'));
/** A hover this long on a preview opens its frames: passing over it on the way elsewhere does not. */
const HOVER_MS = 400;

const PREVIEW_FIELDS = ['id', 'title', 'previewUrl', 'videoUrl'] as const;
type PreviewField = (typeof PREVIEW_FIELDS)[number];

/** The preview; a hover, a click or `V` on the active row shows the first frames of the video. */
function Preview({ row: video }: { row: Pick<Video, PreviewField> }) {
  const frames = useRowFrames();
  const open = useRowFramesOpen(video.id);
  const [timer, setTimer] = useState<ReturnType<typeof setTimeout> | null>(null);
  const leave = () => {
    if (timer) clearTimeout(timer);
    setTimer(null);
    frames.close(video.id);
  };
  return (
    <UnstyledButton
      data-preview-of={video.id}
      aria-label={`Первые кадры: ${video.title}`}
      aria-expanded={open}
      onClick={(event) => {
        // The row's own click opens the video page.
        event.stopPropagation();
        frames.toggle(video.id);
      }}
      onMouseEnter={() => setTimer(setTimeout(() => frames.open(video.id), HOVER_MS))}
      onMouseLeave={leave}
      style={{ display: 'block', borderRadius: 4 }}
    >
      <Thumbnail src={video.previewUrl} width={44} height={25} lazy />
      {open && (
        <Suspense fallback={null}>
          <RowFrames video={video} />
        </Suspense>
      )}
    </UnstyledButton>
  );
}

const TITLE_FIELDS = [
  'id',
  'title',
  'durationSec',
  'category',
  'contest',
  'claim',
  'escalation',
] as const;

/** The title opens the video with this list as its origin («decide and next» follows the list). */
function Title({ row: video }: { row: Pick<Video, (typeof TITLE_FIELDS)[number]> }) {
  const fromList = useFromList();
  const number = `№${video.id}`;
  const facts = [
    formatDuration(video.durationSec),
    video.category.name,
    ...(video.contest ? [`Конкурс: ${video.contest.title}`] : []),
  ].join(' · ');
  return (
    <CellLine
      full={`${video.title} — ${number} · ${facts}`}
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
      number={number}
      facts={facts}
      end={
        <>
          <ClaimBadge claim={video.claim} />
          <EscalationMark escalation={video.escalation} />
        </>
      }
    />
  );
}

/** The author's nickname narrows the list to their videos. */
function Author({ row: video }: { row: Pick<Video, 'author'> }) {
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
const views = c.count('views', 'Просмотры', { sortable: true });

export const videoColumns = [
  c.custom('preview', 'Превью', Preview, {
    shrink: true,
    hiddenHeader: true,
    reads: PREVIEW_FIELDS,
  }),
  // Down to 128 px only on the «Все» tab at 1280 px (views, risk and the decisions beside it).
  c.custom('title', 'Название', Title, { main: true, mainMinWidth: 128, reads: TITLE_FIELDS }),
  c.custom('author', 'Автор', Author, { shrink: true, reads: ['author'] }),
  c.status('status', 'Статус', VIDEO_STATUS_STYLES, { decisionsOf: 'videos' }),
  views,
  c.count('complaintsCount', 'Жалобы', { sortable: true }),
  c.custom('risk', 'Риск', RiskCell, { shrink: true, sortable: true, reads: ['riskMax'] }),
  c.date('createdAt', 'Загружено', { sortable: true }),
  c.actions(VideoDecision),
];

/**
 * The moderation queue's columns: without «Просмотры», which is 0 for every video there (nobody
 * has been shown a video that waits for its moderation); its room goes to the title.
 */
export const videoQueueColumns = videoColumns.filter((column) => column !== views);
