import { Button, Image, Select, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { createColumnHelper, type RowSelectionState } from '@tanstack/react-table';
import { useState } from 'react';
import { formatCompactDateTime, formatCount } from '@/shared/lib/format';
import { DataTable } from '@/shared/table/DataTable';
import { BulkActionBar } from '@/shared/table/BulkActionBar';
import { DecisionButtons } from '@/shared/table/DecisionButtons';
import { FilterBar } from '@/shared/table/FilterBar';
import { useFromList } from '@/shared/table/fromList';
import { ShortcutLegend, useKeyboardQueue } from '@/shared/table/useKeyboardQueue';
import { SearchInput } from '@/shared/table/SearchInput';
import { StatusFilter } from '@/shared/table/StatusFilter';
import { confirmAction } from '@/shared/ui/dialogs';
import { RouterAnchor } from '@/shared/ui/links';
import { PageHeader } from '@/shared/ui/PageHeader';
import { StatusBadge } from '@/shared/ui/StatusBadge';
import { VIDEO_STATUS_STYLES } from '@/shared/ui/statuses';
import {
  categoryOptionsQueryOptions,
  contestOptionsQueryOptions,
  useBulkModerateVideos,
  useModerateVideo,
  videoQueryOptions,
  videosListQueryOptions,
} from './api';
import type { VideosSearch } from './search';
import { AuthorSelect, userSummaryQueryOptions } from './AuthorSelect';
import { askRejectReason } from './askRejectReason';
import type { Video } from './schemas';
import { formatDuration } from './status';

const column = createColumnHelper<Video>();

const STATUS_FILTERS = [
  { value: 'moderation', label: VIDEO_STATUS_STYLES.moderation.label },
  { value: 'published', label: VIDEO_STATUS_STYLES.published.label },
  { value: 'rejected', label: VIDEO_STATUS_STYLES.rejected.label },
  { value: 'all', label: 'Все' },
] as const;

function VideoTitle({ video }: { video: Video }) {
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
    </Stack>
  );
}

function VideoDecision({ video }: { video: Video }) {
  const moderate = useModerateVideo();
  const pending = moderate.isPending(video.id);
  return (
    <DecisionButtons
      subject={video.title}
      approveDisabled={pending || video.status === 'published'}
      rejectDisabled={pending || video.status === 'rejected'}
      onApprove={() => void moderate.run({ id: video.id, action: 'approve' })}
      onReject={() =>
        void askRejectReason((reason) => moderate.run({ id: video.id, action: 'reject', reason }))
      }
    />
  );
}

const COLUMNS = [
  column.display({
    id: 'preview',
    meta: { shrink: true },
    header: '',
    cell: ({ row }) => (
      <Image
        src={row.original.previewUrl}
        alt=""
        w={64}
        h={36}
        radius="sm"
        fit="cover"
        loading="lazy"
      />
    ),
  }),
  column.accessor('title', {
    header: 'Название',
    enableSorting: false,
    cell: ({ row }) => <VideoTitle video={row.original} />,
  }),
  column.accessor((video) => video.author.nickname, {
    id: 'author',
    header: 'Автор',
    enableSorting: false,
    cell: ({ row }) => (
      <RouterAnchor
        from="/moderation/videos/"
        to="."
        search={(prev) => ({ ...prev, authorId: row.original.author.id, page: 1 })}
        size="sm"
        title="Показать только видео этого автора"
      >
        {row.original.author.nickname}
      </RouterAnchor>
    ),
  }),
  column.accessor('status', {
    header: 'Статус',
    meta: { shrink: true },
    enableSorting: false,
    cell: ({ getValue }) => <StatusBadge status={getValue()} styles={VIDEO_STATUS_STYLES} />,
  }),
  column.accessor('views', {
    meta: { shrink: true },
    header: 'Просмотры',
    cell: ({ getValue }) => formatCount(getValue()),
  }),
  column.accessor('complaintsCount', {
    meta: { shrink: true },
    header: 'Жалобы',
    cell: ({ getValue }) => formatCount(getValue()),
  }),
  column.accessor('createdAt', {
    header: 'Загружено',
    cell: ({ getValue }) => formatCompactDateTime(getValue()),
  }),
  column.display({
    id: 'actions',
    meta: { shrink: true },
    header: '',
    cell: ({ row }) => <VideoDecision video={row.original} />,
  }),
];

interface VideosPageProps {
  search: VideosSearch;
  onSearchChange: (patch: Partial<VideosSearch>) => void;
}

export function VideosPage({ search, onSearchChange }: VideosPageProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const list = useQuery(videosListQueryOptions(search));
  const categories = useQuery(categoryOptionsQueryOptions());
  const contests = useQuery(contestOptionsQueryOptions());
  const author = useQuery({
    ...userSummaryQueryOptions(search.authorId ?? 0),
    enabled: search.authorId !== undefined,
  });
  const bulk = useBulkModerateVideos();
  const moderate = useModerateVideo();
  const [selection, setSelection] = useState<RowSelectionState>({});
  const openVideo = (video: Video) =>
    void navigate({
      to: '/moderation/videos/$videoId',
      params: { videoId: video.id },
      state: { fromList: search },
    });
  const queue = useKeyboardQueue<Video>({
    rows: list.data?.items,
    onOpen: openVideo,
    onToggleSelect: (video) => setSelection({ ...selection, [video.id]: !selection[video.id] }),
    actions: [
      {
        letter: 'A',
        label: 'одобрить',
        applies: (video) => video.status !== 'published',
        run: (video, next) => {
          next();
          void moderate.run({ id: video.id, action: 'approve' });
        },
      },
      {
        letter: 'R',
        label: 'отклонить',
        applies: (video) => video.status !== 'rejected',
        run: (video, next) =>
          void askRejectReason((reason) => {
            next();
            return moderate.run({ id: video.id, action: 'reject', reason });
          }),
      },
    ],
  });
  const selectedIds = Object.keys(selection)
    .filter((id) => selection[id])
    .map(Number);

  const change = (patch: Partial<VideosSearch>) => {
    setSelection({});
    onSearchChange({ page: 1, ...patch });
  };

  async function bulkApprove() {
    const ok = await confirmAction({
      title: 'Одобрить выбранные видео?',
      message: `Будет опубликовано видео: ${selectedIds.length}.`,
      confirmLabel: 'Одобрить',
    });
    if (ok)
      bulk.mutate({ ids: selectedIds, action: 'approve' }, { onSuccess: () => setSelection({}) });
  }

  async function bulkReject() {
    await askRejectReason(async (reason) => {
      try {
        await bulk.mutateAsync({ ids: selectedIds, action: 'reject', reason });
        setSelection({});
        return true;
      } catch {
        return false;
      }
    }, selectedIds.length);
  }

  const categoryName = categories.data?.find((c) => c.id === search.categoryId)?.name;
  const contestTitle = contests.data?.find((c) => c.id === search.contestId)?.title;
  const activeFilters = [
    search.status !== 'all' &&
      `статус «${VIDEO_STATUS_STYLES[search.status as keyof typeof VIDEO_STATUS_STYLES].label}»`,
    search.categoryId && `категория «${categoryName ?? `№${search.categoryId}`}»`,
    search.contestId && `конкурс «${contestTitle ?? `№${search.contestId}`}»`,
    search.authorId && `автор ${author.data?.nickname ?? `№${search.authorId}`}`,
    search.search && `поиск «${search.search}»`,
  ].filter(Boolean) as string[];

  return (
    <>
      <PageHeader
        title="Видео"
        crumbs={[{ label: 'Модерация' }, { label: 'Видео' }]}
        description="Очередь модерации и все видео платформы. Откройте видео, чтобы проверить его и решить."
      />
      <FilterBar
        top={
          <StatusFilter
            options={STATUS_FILTERS}
            value={search.status}
            onChange={(status) => change({ status })}
          />
        }
      >
        <SearchInput
          value={search.search}
          placeholder="Поиск по названию, описанию, автору"
          onChange={(value) => change({ search: value })}
        />
        <Select
          aria-label="Категория"
          placeholder="Все категории"
          clearable
          searchable
          w={190}
          data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={search.categoryId ? String(search.categoryId) : null}
          onChange={(value) => change({ categoryId: value ? Number(value) : undefined })}
        />
        <Select
          aria-label="Конкурс"
          placeholder="Все конкурсы"
          clearable
          searchable
          w={230}
          data={(contests.data ?? []).map((c) => ({ value: String(c.id), label: c.title }))}
          value={search.contestId ? String(search.contestId) : null}
          onChange={(value) => change({ contestId: value ? Number(value) : undefined })}
        />
        <AuthorSelect value={search.authorId} onChange={(authorId) => change({ authorId })} />
      </FilterBar>

      <BulkActionBar count={selectedIds.length} onClear={() => setSelection({})}>
        <Button size="xs" color="green" loading={bulk.isPending} onClick={bulkApprove}>
          Одобрить
        </Button>
        <Button size="xs" color="red" variant="light" loading={bulk.isPending} onClick={bulkReject}>
          Отклонить
        </Button>
      </BulkActionBar>

      <DataTable
        label="Видео"
        columns={COLUMNS}
        rows={list.data?.items}
        total={list.data?.total}
        state={search}
        onStateChange={change}
        getRowId={(video) => String(video.id)}
        isLoading={list.isPending}
        error={list.error}
        stale={list.isRefetchError}
        onRetry={() => void list.refetch()}
        selection={selection}
        onSelectionChange={setSelection}
        onRowIntent={(video) => void queryClient.prefetchQuery(videoQueryOptions(video.id))}
        onRowClick={openVideo}
        activeRowId={queue.activeId === null ? null : String(queue.activeId)}
        emptyTitle={
          search.status === 'moderation' && activeFilters.length === 1
            ? 'Очередь модерации пуста'
            : 'Видео не найдены'
        }
        emptyHint={
          activeFilters.length > 0 && (
            <Stack gap={6} align="center">
              <Text size="sm">Показаны только видео, где {activeFilters.join(', ')}.</Text>
              <Button
                size="xs"
                variant="light"
                onClick={() =>
                  change({
                    status: 'all',
                    categoryId: undefined,
                    contestId: undefined,
                    authorId: undefined,
                    search: '',
                  })
                }
              >
                Сбросить фильтры
              </Button>
            </Stack>
          )
        }
      />
      <ShortcutLegend legend={queue.legend} />
    </>
  );
}
