import { defineListContract, listFilter } from './list';

/**
 * The queues a moderator can ask a second opinion in, by the path of their endpoints, and the list of
 * the items waiting for one (escalations.ts is the entity): what the page's URL state needs alone.
 */
export const ESCALATION_QUEUES = ['videos', 'complaints', 'applications'] as const;
export type EscalationQueue = (typeof ESCALATION_QUEUES)[number];

/** `GET /escalations`: the items waiting for a second opinion, the longest waiting first. */
export const escalationsListContract = defineListContract({
  sorts: ['askedAt'],
  sort: 'askedAt',
  order: 'asc',
  filters: { queue: listFilter.oneOf(ESCALATION_QUEUES) },
});
