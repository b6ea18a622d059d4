import { z } from 'zod';
import { listSearchSchema } from '@/shared/table/list-search';

/** URL state of the videos list; kept free of components and API code so route files stay light. */
export const VIDEO_SORTS = ['createdAt', 'views', 'likes', 'complaintsCount'] as const;
export const VIDEO_STATUS_FILTERS = ['moderation', 'published', 'rejected', 'all'] as const;

export const videosSearchSchema = listSearchSchema(VIDEO_SORTS, 'createdAt').extend({
  // The queue is what moderators open the page for; `all` shows every status.
  status: z
    .enum(VIDEO_STATUS_FILTERS)
    .catch('moderation')
    .default('moderation'),
  categoryId: z.number().int().positive().optional().catch(undefined),
  contestId: z.number().int().positive().optional().catch(undefined),
  authorId: z.number().int().positive().optional().catch(undefined),
});
export type VideosSearch = z.infer<typeof videosSearchSchema>;
export const VIDEOS_SEARCH_DEFAULTS = { status: 'moderation' as const };

