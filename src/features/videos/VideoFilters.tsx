import { getRouteApi } from '@tanstack/react-router';
import { categoryOptionsQueryOptions, contestOptionsQueryOptions } from '@/shared/api/options';
import { DictionaryFilter } from '@/shared/table/filters';
import { ListFilters } from '@/shared/table/ListFilters';
import { statusFilterOptions } from '@/shared/table/StatusFilter';
import { useListSearch } from '@/shared/table/useListPage';
import { VIDEO_STATUS_STYLES } from '@/shared/ui/statuses';
import { UserPicker } from '@/shared/ui/UserPicker';
import { videosList } from './search';

const route = getRouteApi('/_authenticated/moderation/videos/');
const STATUS_OPTIONS = statusFilterOptions(VIDEO_STATUS_STYLES);

/** The videos' filters, on the URL alone: not drawn again when the rows or the keys change. */
export function VideoFilters() {
  const list = useListSearch(route, videosList);
  const { field } = list;
  return (
    <ListFilters
      list={list}
      searchPlaceholder="Поиск по названию, описанию, автору"
      statusOptions={STATUS_OPTIONS}
    >
      <DictionaryFilter
        label="Категория"
        placeholder="Все категории"
        width={190}
        query={categoryOptionsQueryOptions()}
        {...field('categoryId')}
      />
      <DictionaryFilter
        label="Конкурс"
        placeholder="Все конкурсы"
        width={230}
        query={contestOptionsQueryOptions()}
        {...field('contestId')}
      />
      <UserPicker label="Автор" placeholder="Любой автор" {...field('authorId')} />
    </ListFilters>
  );
}
