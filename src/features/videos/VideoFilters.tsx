import { getRouteApi } from '@tanstack/react-router';
import { categoryOptionsQueryOptions, contestOptionsQueryOptions } from '@/shared/api/options';
import { DictionaryFilter, OptionFilter } from '@/shared/table/filters';
import { ListFilters } from '@/shared/table/ListFilters';
import { statusFilterOptions } from '@/shared/table/StatusFilter';
import { useListSearch } from '@/shared/table/useListPage';
import { VIDEO_STATUS_STYLES } from '@/shared/ui/statuses';
import { UserPicker } from '@/shared/ui/UserPicker';
import { videosList } from './search';

const route = getRouteApi('/_authenticated/moderation/videos/');
const STATUS_OPTIONS = statusFilterOptions(VIDEO_STATUS_STYLES);
/** «Риск от»: the videos whose riskiest frame the model scored at least this (`riskMin`). */
const RISK_MIN_OPTIONS = [10, 30, 50, 70, 90].map((percent) => ({
  value: percent / 100,
  label: `от ${percent}\u00a0%`,
}));

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
      <OptionFilter
        label="Риск от (оценка модели)"
        placeholder="Риск от"
        width={130}
        options={RISK_MIN_OPTIONS}
        {...field('riskMin')}
      />
    </ListFilters>
  );
}
