import { commentsListContract } from '@/contract/comments-list';
import { listSearchFrom } from '@/shared/table/list-search';

/** The comments list's URL state (PRODUCT §5, Comments row): its contract's sorts and filters. */
export const commentsList = listSearchFrom(commentsListContract);
export type CommentsSearch = typeof commentsList.defaults;
