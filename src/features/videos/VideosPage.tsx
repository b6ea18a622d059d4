import { Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { categoryOptionsQueryOptions, contestOptionsQueryOptions } from '@/shared/api/options';
import { DataTable } from '@/shared/table/DataTable';
import { IdFilter } from '@/shared/table/filters';
import { ListFilters } from '@/shared/table/ListFilters';
import { statusFilterOptions } from '@/shared/table/StatusFilter';
import { useListPage } from '@/shared/table/useListPage';
import { PageHeader } from '@/shared/ui/PageHeader';
import { VIDEO_STATUS_STYLES } from '@/shared/ui/statuses';
import { UserPicker } from '@/shared/ui/UserPicker';
import { videoQueryOptions, videosListQueryOptions } from './api';
import { videoColumns } from './columns';
import { videosList } from './search';
import { useActiveVideoFilters } from './useActiveVideoFilters';
import { VideoBulkActions } from './VideoBulkActions';

const route = getRouteApi('/_authenticated/moderation/videos/');
const STATUS_OPTIONS = statusFilterOptions(VIDEO_STATUS_STYLES);

export function VideosPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const list = useListPage(route, videosList, videosListQueryOptions);
  const { search, change } = list;
  const categories = useQuery(categoryOptionsQueryOptions());
  const contests = useQuery(contestOptionsQueryOptions());
  const activeFilters = useActiveVideoFilters(search);

  return (
    <>
      <PageHeader
        title="Видео"
        crumbs={[{ label: 'Модерация' }, { label: 'Видео' }]}
        description="Очередь модерации и все видео платформы. Откройте видео, чтобы проверить его и решить."
      />
      <ListFilters
        list={list}
        searchPlaceholder="Поиск по названию, описанию, автору"
        statusOptions={STATUS_OPTIONS}
      >
        <IdFilter
          label="Категория"
          placeholder="Все категории"
          width={190}
          items={categories.data}
          value={search.categoryId}
          onChange={(categoryId) => change({ categoryId })}
        />
        <IdFilter
          label="Конкурс"
          placeholder="Все конкурсы"
          width={230}
          items={contests.data}
          value={search.contestId}
          onChange={(contestId) => change({ contestId })}
        />
        <UserPicker
          label="Автор"
          placeholder="Любой автор"
          value={search.authorId}
          onChange={(authorId) => change({ authorId })}
        />
      </ListFilters>

      <VideoBulkActions ids={list.selectedIds} onDone={list.clearSelection} />

      <DataTable
        {...list.table}
        label="Видео"
        columns={videoColumns}
        onRowIntent={(video) => void queryClient.prefetchQuery(videoQueryOptions(video.id))}
        onRowClick={(video) =>
          void navigate({
            to: '/moderation/videos/$videoId',
            params: { videoId: video.id },
            state: { fromList: search },
          })
        }
        emptyTitle={
          search.status === 'moderation' && activeFilters.length === 1
            ? 'Очередь модерации пуста'
            : 'Видео не найдены'
        }
        emptyHint={
          activeFilters.length > 0 && (
            <Text size="sm">Показаны только видео, где {activeFilters.join(', ')}.</Text>
          )
        }
      />
    </>
  );
}
