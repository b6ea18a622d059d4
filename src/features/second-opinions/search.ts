import { escalationsListContract } from '@/contract/escalations-list';
import { listSearchFrom } from '@/shared/table/list-search';

/** URL state of «Вторые мнения»: the queue filter and the search of its contract. */
export const secondOpinionsList = listSearchFrom(escalationsListContract);
export type SecondOpinionsSearch = typeof secondOpinionsList.defaults;
