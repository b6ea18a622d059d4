import { defineListSearch, filter } from '@/shared/table/list-search';
import { COMMENT_STATUSES } from './schemas';

/** The comments list's URL state (PRODUCT §5, Comments row): newest first. */
export const commentsList = defineListSearch({
  sorts: ['createdAt', 'complaintsCount'],
  sort: 'createdAt',
  filters: {
    status: filter.oneOf(COMMENT_STATUSES),
    videoId: filter.id(),
    authorId: filter.id(),
    hasComplaints: filter.flag(),
  },
});
export type CommentsSearch = typeof commentsList.defaults;
