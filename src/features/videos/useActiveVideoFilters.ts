import { useQuery, type QueryClient } from '@tanstack/react-query';
import {
  categoryOptionsQueryOptions,
  contestOptionsQueryOptions,
  userSummaryQueryOptions,
} from '@/shared/api/options';
import { VIDEO_STATUS_STYLES } from '@/shared/ui/statuses';
import type { VideosSearch } from './search';

/** The names of the filters' values that are known (a dictionary not read names its entry by id). */
interface Names {
  category?: string;
  contest?: string;
  author?: string;
}

/** The filters in force, named by their values («категория «Танцы»»). */
function activeVideoFilters(search: VideosSearch, names: Names): string[] {
  return [
    search.status !== 'all' && `статус «${VIDEO_STATUS_STYLES[search.status].label}»`,
    search.categoryId && `категория «${names.category ?? `№${search.categoryId}`}»`,
    search.contestId && `конкурс «${names.contest ?? `№${search.contestId}`}»`,
    search.authorId && `автор ${names.author ?? `№${search.authorId}`}`,
    search.riskMin !== undefined &&
      `риск по оценке модели от ${Math.round(search.riskMin * 100)}\u00a0%`,
    search.search && `поиск «${search.search}»`,
  ].filter((text): text is string => Boolean(text));
}

/** The filters in force, as an empty list or page names them. */
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
  return activeVideoFilters(search, {
    category: categories.data?.find((c) => c.id === search.categoryId)?.name,
    contest: contests.data?.find((c) => c.id === search.contestId)?.title,
    author: author.data?.nickname,
  });
}

/**
 * The same, read when needed («Очередь пуста: …» after «Начать»): the list's first paint carries none
 * of it. A name that cannot be read is said by its id.
 */
export async function namedVideoFilters(
  client: QueryClient,
  search: VideosSearch,
): Promise<string[]> {
  const read = <T>(load: Promise<T>) => load.catch(() => undefined);
  const [categories, contests, author] = await Promise.all([
    search.categoryId === undefined
      ? undefined
      : read(client.ensureQueryData(categoryOptionsQueryOptions())),
    search.contestId === undefined
      ? undefined
      : read(client.ensureQueryData(contestOptionsQueryOptions())),
    search.authorId === undefined
      ? undefined
      : read(client.ensureQueryData(userSummaryQueryOptions(search.authorId))),
  ]);
  return activeVideoFilters(search, {
    category: categories?.items.find((c) => c.id === search.categoryId)?.name,
    contest: contests?.items.find((c) => c.id === search.contestId)?.title,
    author: author?.nickname,
  });
}
