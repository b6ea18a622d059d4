import { useQuery } from '@tanstack/react-query';
import {
  categoryOptionsQueryOptions,
  contestOptionsQueryOptions,
  userSummaryQueryOptions,
} from '@/shared/api/options';
import { VIDEO_STATUS_STYLES } from '@/shared/ui/statuses';
import type { VideosSearch } from './search';

/** The filters in force, named by their values («категория «Танцы»»), for the empty state. */
export function useActiveVideoFilters(search: VideosSearch): string[] {
  // Asked only for a filter in force: the page loads no dictionary of its own.
  const categories = useQuery({
    ...categoryOptionsQueryOptions(),
    enabled: search.categoryId !== undefined,
  });
  const contests = useQuery({
    ...contestOptionsQueryOptions(),
    enabled: search.contestId !== undefined,
  });
  const author = useQuery({
    ...userSummaryQueryOptions(search.authorId ?? 0),
    enabled: search.authorId !== undefined,
  });
  const categoryName = categories.data?.find((c) => c.id === search.categoryId)?.name;
  const contestTitle = contests.data?.find((c) => c.id === search.contestId)?.title;
  return [
    search.status !== 'all' && `статус «${VIDEO_STATUS_STYLES[search.status].label}»`,
    search.categoryId && `категория «${categoryName ?? `№${search.categoryId}`}»`,
    search.contestId && `конкурс «${contestTitle ?? `№${search.contestId}`}»`,
    search.authorId && `автор ${author.data?.nickname ?? `№${search.authorId}`}`,
    search.riskMin !== undefined &&
      `риск по оценке модели от ${Math.round(search.riskMin * 100)}\u00a0%`,
    search.search && `поиск «${search.search}»`,
  ].filter((text): text is string => Boolean(text));
}
