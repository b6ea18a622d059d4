import { contributionsListContract } from '@/contract/contributions-list';
import { listSearchFrom } from '@/shared/table/list-search';

/**
 * URL state of the contributions list: its contract's sorts and filters
 * (src/contract/contributions.ts); free of components and API code, so route files stay light.
 */
export const contributionsList = listSearchFrom(contributionsListContract);
export type ContributionsSearch = typeof contributionsList.defaults;
