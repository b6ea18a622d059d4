import { defineListContract, listFilter } from './list';

/**
 * The videos' list contract and statuses (docs/product.md#videos): what the URL state of the list
 * needs, apart from the entity's field rules (videos.ts), so the route's search schema brings no
 * form rules to the first chunk.
 */

export const VIDEO_STATUSES = ['moderation', 'published', 'rejected'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

/**
 * `GET /videos`: the page opens on the moderation queue, first come first served (oldest first, as
 * every queue; «и следующее» follows the same order); «Все» sends no status. `risk` sorts by the
 * highest frame risk (video-risk.ts), videos not scored last in both orders; `riskMin` lets through
 * the scored videos whose highest frame risk is at least that.
 */
export const videosListContract = defineListContract({
  sorts: ['createdAt', 'views', 'likes', 'complaintsCount', 'risk'],
  sort: 'createdAt',
  order: 'asc',
  filters: {
    status: listFilter.status(VIDEO_STATUSES, { all: 'all', byDefault: 'moderation' }),
    categoryId: listFilter.id(),
    contestId: listFilter.id(),
    authorId: listFilter.id(),
    riskMin: listFilter.shareFrom('riskMax'),
  },
});
