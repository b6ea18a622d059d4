import { commentsListContract } from '@/contract/comments-list';
import { listSearchFrom } from '@/shared/table/list-search';

/** The comments list's URL state (docs/product.md#comments): its contract's sorts and filters. */
export const commentsList = listSearchFrom(commentsListContract);
export type CommentsSearch = typeof commentsList.defaults;
