import { z } from 'zod';
import { listSearchSchema } from '@/shared/table/list-search';

/** PRODUCT §5, Applications row: the enums and the list's URL state (no components, no API code). */
export const APPLICATION_TYPES = ['verification', 'contest', 'payout'] as const;
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationType = (typeof APPLICATION_TYPES)[number];
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const applicationsSearchSchema = listSearchSchema(['createdAt'], 'createdAt').extend({
  status: z
    .enum([...APPLICATION_STATUSES, 'all'])
    .catch('pending')
    .default('pending'),
  type: z.enum(APPLICATION_TYPES).optional().catch(undefined),
});
export type ApplicationsSearch = z.infer<typeof applicationsSearchSchema>;
export const APPLICATIONS_SEARCH_DEFAULTS = { status: 'pending' as const };

