import * as z from 'zod/mini';
import { listSearchSchema, optionalFilter, orDefault } from '@/shared/table/list-search';

/** PRODUCT §5, Applications row: the enums and the list's URL state (no components, no API code). */
export const APPLICATION_TYPES = ['verification', 'contest', 'payout'] as const;
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationType = (typeof APPLICATION_TYPES)[number];
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const applicationsSearchSchema = z.extend(listSearchSchema(['createdAt'], 'createdAt'), {
  status: orDefault(z.enum([...APPLICATION_STATUSES, 'all']), 'pending'),
  type: optionalFilter(z.enum(APPLICATION_TYPES)),
});
export type ApplicationsSearch = z.output<typeof applicationsSearchSchema>;
export const APPLICATIONS_SEARCH_DEFAULTS = { status: 'pending' as const };
