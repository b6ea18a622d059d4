import { useQueryClient } from '@tanstack/react-query';
import { preloadQuery } from '@/shared/api/preload';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useHeldByOther } from '@/shared/api/claim-holder';
import { DataTable } from '@/shared/table/DataTable';
import { leftItsStatus, leftStatus, useKeyboardQueue } from '@/shared/table/useKeyboardQueue';
import { useListPage } from '@/shared/table/useListPage';
import { useClaimGuard } from '@/shared/ui/claims';
import { lazyWidget, usePreloadOnFirstInput } from '@/shared/ui/on-demand';
import { PageHeader } from '@/shared/ui/PageHeader';
import { StartQueueButton } from '@/shared/ui/StartQueueButton';
import { useModerateVideo, videoQueryOptions, videosListQueryOptions } from './api';
import { askRejectReason } from './ask-reject-reason';
import { videoColumns, videoQueueColumns } from './columns';
import { videosList } from './search';
import type { Video } from '@/contract/videos';
import { VideoFilters } from './VideoFilters';
import { useRowFrames } from './row-frames';
import { useStartVideos } from './useStartVideos';
import { decidedByAdministrators, escalationUnavailable } from '@/contract/escalations-item';
import { isAdmin, useSelf } from '@/shared/api/self';
import { useSecondOpinion } from '@/shared/form/useSecondOpinion';

const route = getRouteApi('/_authenticated/moderation/videos/');

/** The bar of the ticked rows: fetched at the first input after the first rows, not with them. */
const VideoBulkActions = lazyWidget(() => import('./VideoBulkActions'));
/** The empty list's words about its filters: fetched when the list comes back empty. */
const VideosEmptyHint = lazyWidget(() => import('./VideosEmptyHint'));

/**
 * The header and the filters are drawn apart from the queue: a key press or a decision re-renders the
 * queue (and in it only the rows that change), never the filter panel.
 */
export function VideosPage() {
  return (
    <>
      <PageHeader
        title="Видео"
        crumbs={CRUMBS}
        description="Очередь модерации и все видео платформы. Откройте видео, чтобы проверить его и решить."
        actions={<StartVideos />}
      />
      <VideoFilters />
      <VideoQueue />
    </>
  );
}

const CRUMBS = [{ label: 'Модерация' }, { label: 'Видео' }];

function StartVideos() {
  return <StartQueueButton start={useStartVideos(route.useSearch())} />;
}

function VideoQueue() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const list = useListPage(route, videosList, videosListQueryOptions, {
    left: leftItsStatus,
  });
  const { search } = list;
  const moderate = useModerateVideo();
  const rowFrames = useRowFrames();
  const mayDecide = useClaimGuard();
  const heldByOther = useHeldByOther();
  const secondOpinion = useSecondOpinion('videos');
  const admin = isAdmin(useSelf());
  const startVideos = useStartVideos(search);
  usePreloadOnFirstInput(VideoBulkActions.preload, list.rows !== undefined);
  const openVideo = (video: Video) =>
    void navigate({
      to: '/moderation/videos/$videoId',
      params: { videoId: video.id },
      state: { fromList: search },
    });
  const queue = useKeyboardQueue<Video>({
    rows: list.rows,
    onOpen: openVideo,
    onToggleSelect: (video) => list.toggleSelected(video.id),
    // After a decision the keys move on past the rows another moderator is on.
    skip: heldByOther,
    decided: leftStatus(search.status),
    onPastEnd: () => void startVideos().catch(() => undefined),
    actions: [
      {
        letter: 'A',
        label: 'одобрить',
        unavailable: (video) =>
          video.status === 'published'
            ? 'Видео уже опубликовано'
            : decidedByAdministrators(video, admin),
        run: async (video, next) => {
          if (!(await mayDecide(video))) return;
          next();
          void moderate.run({ id: video.id, action: 'approve', expectedStatus: video.status });
        },
      },
      {
        letter: 'R',
        label: 'отклонить',
        unavailable: (video) =>
          video.status === 'rejected'
            ? 'Видео уже отклонено'
            : decidedByAdministrators(video, admin),
        run: async (video, next) => {
          if (!(await mayDecide(video))) return;
          void askRejectReason((reason) => {
            next();
            return moderate.run({
              id: video.id,
              action: 'reject',
              reason,
              expectedStatus: video.status,
            });
          });
        },
      },
      {
        letter: 'E',
        label: 'нужно второе мнение',
        short: 'второе мнение',
        unavailable: (video) =>
          video.status !== 'moderation' ? 'Видео уже рассмотрено' : escalationUnavailable(video),
        run: async (video, next) => {
          if (await secondOpinion.ask(video.id)) next();
        },
      },
      { letter: 'V', label: 'первые кадры', run: (video) => rowFrames.toggle(video.id) },
    ],
  });

  return (
    <DataTable
      {...list.table}
      label="Видео"
      columns={search.status === 'moderation' ? videoQueueColumns : videoColumns}
      legend={queue.legend}
      bulkActions={
        list.selectedIds.length > 0 && (
          <VideoBulkActions
            ids={list.selectedIds}
            rows={list.rows}
            heldByOther={heldByOther}
            onDone={list.clearSelection}
          />
        )
      }
      onRowIntent={(video) => void preloadQuery(queryClient, videoQueryOptions(video.id))}
      onRowClick={openVideo}
      {...queue.tableProps}
      emptyTitle={
        search.status === 'moderation' && !list.isFiltered
          ? 'Очередь модерации пуста'
          : 'Видео не найдены'
      }
      emptyHint={<VideosEmptyHint search={search} />}
    />
  );
}
