import { colleagueUser } from './colleague';
import type { MockClaim } from './types';

/** The mock's simulated colleague, the other moderator at work (mocks/colleague.ts). */
export function colleague() {
  return colleagueUser()!;
}

/** The colleague holds `row` (a video, a complaint, an application) for the next minute. */
export function heldByColleague(row: { claim?: MockClaim | null }) {
  row.claim = { byId: colleague().id, expiresAt: Date.now() + 60_000 };
}
