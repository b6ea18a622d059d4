import { useSelfId } from './self';
import type { Claim } from './schemas';

/*
 * Who holds a queue's item, as its row shows it: apart from the claim calls (useClaim.ts), which only
 * a record's page and a decision need, so a list's first paint does not carry them.
 */

/**
 * The queues whose items a moderator claims while looking at them
 * (docs/product.md#several-moderators-at-once).
 */
export type ClaimQueue = 'videos' | 'complaints' | 'applications';

/** The claim when somebody else holds it now; else null (nobody, lapsed, or one's own). */
export function claimOfOther(claim: Claim | undefined, selfId: number): NonNullable<Claim> | null {
  return claim && claim.by.id !== selfId && Date.parse(claim.expiresAt) > Date.now() ? claim : null;
}

/** Whether another moderator is on the item: for lists that skip such rows. */
export function useHeldByOther(): (item: { claim: Claim }) => boolean {
  const selfId = useSelfId();
  return (item) => claimOfOther(item.claim, selfId) !== null;
}
