import { defineListSearch, filter } from '@/shared/table/list-search';

/** URL state of the videos list; kept free of components and API code so route files stay light. */
export const VIDEO_STATUS_FILTERS = ['moderation', 'published', 'rejected', 'all'] as const;

export const videosList = defineListSearch({
  sorts: ['createdAt', 'views', 'likes', 'complaintsCount'],
  sort: 'createdAt',
  filters: {
    // The queue is what moderators open the page for; `all` shows every status.
    status: filter.choice(VIDEO_STATUS_FILTERS, 'moderation'),
    categoryId: filter.id(),
    contestId: filter.id(),
    authorId: filter.id(),
  },
});
export type VideosSearch = typeof videosList.defaults;
/** A list the video page was opened from (router state), read back through the same schema. */
export const videosSearchSchema = videosList.schema;
