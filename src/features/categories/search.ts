import { categoriesListContract } from '@/contract/categories-list';
import { listSearchFrom } from '@/shared/table/list-search';

/** URL state of the categories list: its contract's sorts and filter (src/contract/categories.ts). */
export const categoriesList = listSearchFrom(categoriesListContract);
