import { contestsListContract } from '@/contract/contests-list';
import { listSearchFrom } from '@/shared/table/list-search';

/** URL state of the contests list: the sorts and filters of its contract (src/contract/contests.ts). */
export const contestsList = listSearchFrom(contestsListContract);
export type ContestsSearch = typeof contestsList.defaults;
