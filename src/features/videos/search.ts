import { videosListContract } from '@/contract/videos-list';
import { listSearchFrom } from '@/shared/table/list-search';

/**
 * URL state of the videos list: the sorts and filters of its contract (src/contract/videos.ts). The
 * queue is what moderators open the page for; `all` shows every status.
 */
export const videosList = listSearchFrom(videosListContract);
export type VideosSearch = typeof videosList.defaults;
/** A list the video page was opened from (router state), read back through the same schema. */
export const videosSearchSchema = videosList.schema;
