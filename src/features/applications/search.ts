import { applicationsListContract } from '@/contract/applications-list';
import { listSearchFrom } from '@/shared/table/list-search';

/**
 * docs/product.md#applications: the enums (src/contract/applications.ts) and the list's URL state.
 */
export {
  APPLICATION_STATUSES,
  APPLICATION_TYPES,
  type ApplicationStatus,
  type ApplicationType,
} from '@/contract/applications-list';

export const applicationsList = listSearchFrom(applicationsListContract, {
  filters: ['status', 'type'],
});
export type ApplicationsSearch = typeof applicationsList.defaults;
