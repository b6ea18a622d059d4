import * as z from 'zod/mini';
import {
  listSearchSchema,
  optionalFilter,
  orDefault,
  positiveId,
} from '@/shared/table/list-search';

/** URL state of the videos list; kept free of components and API code so route files stay light. */
export const VIDEO_SORTS = ['createdAt', 'views', 'likes', 'complaintsCount'] as const;
export const VIDEO_STATUS_FILTERS = ['moderation', 'published', 'rejected', 'all'] as const;

export const videosSearchSchema = z.extend(listSearchSchema(VIDEO_SORTS, 'createdAt'), {
  // The queue is what moderators open the page for; `all` shows every status.
  status: orDefault(z.enum(VIDEO_STATUS_FILTERS), 'moderation'),
  categoryId: optionalFilter(positiveId),
  contestId: optionalFilter(positiveId),
  authorId: optionalFilter(positiveId),
});
export type VideosSearch = z.output<typeof videosSearchSchema>;
export const VIDEOS_SEARCH_DEFAULTS = { status: 'moderation' as const };
