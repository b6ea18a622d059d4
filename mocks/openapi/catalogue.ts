import { applications } from './endpoints/applications';
import { audit } from './endpoints/audit';
import { auth } from './endpoints/auth';
import { comments } from './endpoints/comments';
import { complaints } from './endpoints/complaints';
import { contestList, contests } from './endpoints/contests';
import { contributions } from './endpoints/contributions';
import { categoryList, dictionaryChanges, reasonList } from './endpoints/dictionaries';
import { users } from './endpoints/users';
import { videos } from './endpoints/videos';
import { claims, events, next, stats } from './endpoints/queues';
import type { Endpoint } from './define';

/** What an area's part (endpoints/<area>.ts) exports: its endpoints and, when it brings one, its tag. */
interface AreaPart {
  endpoints?: readonly Endpoint[];
  tags?: Record<string, string>;
}
/** The parts that export `endpoints`, found by their files: an area's part needs no line here. */
const AREA_PARTS = Object.values(import.meta.glob<AreaPart>('./endpoints/*.ts', { eager: true }));

/**
 * Every endpoint of the API (docs/product.md#api-conventions), for docs/openapi.json and the
 * contract check, one file per part under endpoints/. Answers are described by the items of the
 * contracts (src/contract), the schemas the panel parses them with and the mock's tests hold its
 * answers to, read strictly there (`strictly`, src/contract/strict.ts).
 * Lists' sorts and filters, limits, enums and bodies come from the entity contracts (src/contract);
 * the catalogue adds what only it knows: summaries, descriptions, probes and error texts. To add an
 * endpoint: one entry in its part, with a probe that succeeds on the seed data; `npm run openapi`
 * then rewrites docs/openapi.json. The parts named below keep the document's reading order; an
 * area's own part (`export const endpoints`) follows them, before the queues and the audit trail.
 */
export const catalogue: readonly Endpoint[] = [
  ...auth,
  ...users,
  ...videos,
  // The lists of the dictionaries and contests first, as the document has always listed them.
  categoryList,
  contestList,
  reasonList,
  ...contests,
  ...dictionaryChanges,
  ...complaints,
  ...comments,
  ...applications,
  ...contributions,
  ...AREA_PARTS.flatMap((part) => part.endpoints ?? []),
  ...stats,
  ...claims,
  ...next,
  ...events,
  ...audit,
];

export const TAGS: Record<string, string> = {
  Session: 'Logging in and renewing the session.',
  Users: 'Users, their blocking and roles.',
  Videos: 'Videos and their moderation.',
  Categories: 'The video categories dictionary.',
  Contests: 'Contests.',
  'Complaint reasons': 'The complaint reasons dictionary.',
  Complaints: 'Complaints about videos, comments and users.',
  Comments: 'Comments under videos.',
  Applications: 'Verification, contest and payout applications.',
  Finance: 'Contributions and promotions: administrators only.',
  Queues: 'Queue counters, and the live events of the queues.',
  Audit: 'The audit trail of every change.',
  ...Object.assign({}, ...AREA_PARTS.map((part) => part.tags ?? {})),
};
