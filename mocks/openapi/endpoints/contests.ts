import { z } from 'zod';
import { contestsListContract } from '@/contract/contests';
import {
  contestSchema as contestContract,
  participantSchema as contestParticipantContract,
} from '@/contract/contests';
import type { MockDatabase } from '../../db';
import { CONTEST_ERRORS } from '../../handlers/contest-rules';
import {
  component,
  deleted,
  endpoint,
  fromListContract,
  limitParam,
  list,
  pageParam,
  type Endpoint,
  contractBody,
} from '../define';

export const contestList = list({
  id: 'listContests',
  path: '/contests',
  tag: 'Contests',
  summary: 'Contests',
  item: contestContract,
  itemName: 'Contest',
  search: 'title and description',
  ...fromListContract(contestsListContract, {
    status:
      'Contest state: the status, an `active` one told apart at its start: `scheduled` (published, `startsAt` still ahead) or `active` (started).',
    categoryId: 'Category id.',
  }),
});

/** The contract's body (src/contract/contests.ts), with what the document says of its fields. */
const contestDocs = {
  title: 'Trimmed.',
  description: 'Required to publish.',
  rules: 'One rule a line; required to publish.',
  coverUrl: '`https://…` or a path from the site root `/…`; empty: the generated cover.',
  startsAt: 'UTC; before `endsAt`.',
  endsAt: 'End of entries; not after `votingEndsAt`.',
  prizeFund: 'Kopecks.',
  entryFee: 'Kopecks.',
  maxParticipants: 'Null: no limit; never below the participants already in.',
};
const contestComponent = component('Contest', contestContract);

export const contests: Endpoint[] = [
  endpoint({
    id: 'createContest',
    method: 'post',
    path: '/contests',
    tag: 'Contests',
    summary: 'Create a draft (administrators); the rest is filled in on its edit page',
    adminOnly: CONTEST_ERRORS.adminOnly,
    body: contractBody('post', '/contests', contestDocs),
    result: contestComponent,
    errors: { 422: 'Empty or long title, unknown category.' },
    probe: { body: { title: 'Новый конкурс', categoryId: 1 } },
    failures: [{ status: 422, body: { title: ' ', categoryId: 999 } }],
  }),
  endpoint({
    id: 'getContest',
    method: 'get',
    path: '/contests/{id}',
    tag: 'Contests',
    summary: 'A contest',
    result: contestComponent,
    errors: { 404: '`Конкурс не найден`.' },
    probe: { params: { id: 1 } },
  }),
  endpoint({
    id: 'updateContest',
    method: 'patch',
    path: '/contests/{id}',
    tag: 'Contests',
    summary: 'Edit a draft or a running contest (administrators); only the fields sent change',
    description:
      'A running contest may change only its title, description, rules, cover, voting end and limit: another value of `categoryId`, `startsAt`, `endsAt`, `prizeFund` or `entryFee` answers 422 saying why.',
    adminOnly: CONTEST_ERRORS.adminOnly,
    body: contractBody('patch', '/contests/{id}', contestDocs),
    result: contestComponent,
    errors: {
      404: '`Конкурс не найден`.',
      409: 'The contest is finished or cancelled.',
      422: 'Field errors: title, texts, cover, category, dates out of order, sums, limit, fields locked while running.',
    },
    probe: {
      params: { id: 3 },
      body: {
        title: 'Флешмоб года',
        prizeFund: 150050,
        startsAt: '2027-01-01T09:00:00.000Z',
        endsAt: '2027-02-01T09:00:00.000Z',
        votingEndsAt: '2027-02-08T09:00:00.000Z',
        maxParticipants: null,
      },
    },
    failures: [
      { status: 422, params: { id: 3 }, body: { prizeFund: -1 } },
      { status: 422, params: { id: 2 }, body: { prizeFund: 1 } },
      { status: 409, params: { id: 1 }, body: { title: 'Другое' } },
    ],
  }),
  endpoint({
    id: 'listContestParticipants',
    method: 'get',
    path: '/contests/{id}/participants',
    tag: 'Contests',
    summary: 'Participants ranked by votes: the entry (video), its author, votes, place',
    query: {
      page: pageParam,
      limit: limitParam(['10', '100']),
      sort: {
        schema: z.enum(['votes']).default('votes'),
        description: 'Sort field.',
        probes: ['votes'],
        invalid: 'place',
      },
      order: {
        schema: z.enum(['asc', 'desc']).default('desc'),
        description: 'Most votes first by default; places stay as ranked.',
        probes: ['asc', 'desc'],
        invalid: 'up',
      },
    },
    result: z.object({
      items: z.array(component('ContestParticipant', contestParticipantContract)),
      total: z.int().nonnegative(),
    }),
    errors: { 404: '`Конкурс не найден`.', 422: 'A malformed page, limit, sort or order.' },
    probe: { params: { id: 1 } },
  }),
  endpoint({
    id: 'publishContest',
    method: 'post',
    path: '/contests/{id}/publish',
    tag: 'Contests',
    summary: 'Publish a draft: it becomes active (administrators)',
    description:
      'A contest whose `startsAt` is still ahead is published for a later start: its `status` is `active`, the list filters it as `scheduled`, the audit trail records its `status` going from `draft` to `scheduled`, and it cannot be finished before it starts.',
    adminOnly: CONTEST_ERRORS.adminOnly,
    result: contestComponent,
    errors: {
      404: '`Конкурс не найден`.',
      409: 'Not a draft.',
      422: 'Description or rules missing, or entries already closed.',
    },
    probe: { params: { id: 3 } },
    failures: [{ status: 409, params: { id: 1 } }],
  }),
  endpoint({
    id: 'finishContest',
    method: 'post',
    path: '/contests/{id}/finish',
    tag: 'Contests',
    summary: 'Finish a running contest naming the winning entry (administrators)',
    adminOnly: CONTEST_ERRORS.adminOnly,
    body: contractBody('post', '/contests/{id}/finish'),
    result: contestComponent,
    errors: {
      404: '`Конкурс не найден`.',
      409: 'Not running: not active (`Завершить можно только идущий конкурс`), or active but its `startsAt` is still ahead (`Конкурс ещё не начался`).',
      422: 'The video is not an entry of this contest.',
    },
    probe: {
      params: { id: 2 },
      // The first entry of contest 2 in the seed.
      body: { winnerVideoId: 318 },
    },
    failures: [
      { status: 422, params: { id: 5 }, body: { winnerVideoId: 318 } },
      { status: 409, params: { id: 3 }, body: { winnerVideoId: 1 } },
      { status: 409, params: { id: publishedForLater }, body: { winnerVideoId: 1 } },
    ],
  }),
  endpoint({
    id: 'cancelContest',
    method: 'post',
    path: '/contests/{id}/cancel',
    tag: 'Contests',
    summary: 'Cancel a draft or a running contest with a reason; what was paid is refunded',
    adminOnly: CONTEST_ERRORS.adminOnly,
    body: contractBody('post', '/contests/{id}/cancel', { reason: 'Trimmed.' }),
    result: contestComponent,
    errors: {
      404: '`Конкурс не найден`.',
      409: 'Already finished or cancelled.',
      422: 'Empty or long reason.',
    },
    probe: { params: { id: 2 }, body: { reason: 'Спонсор отказался от участия' } },
    failures: [
      { status: 422, params: { id: 5 }, body: { reason: ' ' } },
      { status: 409, params: { id: 1 }, body: { reason: 'Ещё раз' } },
    ],
  }),
  endpoint({
    id: 'deleteContest',
    method: 'delete',
    path: '/contests/{id}',
    tag: 'Contests',
    summary: 'Delete a draft (administrators)',
    adminOnly: CONTEST_ERRORS.adminOnly,
    result: deleted,
    errors: { 404: '`Конкурс не найден`.', 409: 'Not a draft: cancel it instead.' },
    probe: { params: { id: 3 } },
    failures: [{ status: 409, params: { id: 2 } }],
  }),
];

/** Contest 3, a draft starting in the future in the seed, published: active, not started yet. */
function publishedForLater(db: MockDatabase): number {
  const contest = db.contests.find((row) => row.id === 3)!;
  contest.status = 'active';
  return contest.id;
}
