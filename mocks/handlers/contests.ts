import { audited, auditCreated } from '../audit';
import { commit, db, findById, nextId } from '../db';
import { authed, fail, notFound, ok, validationFailed } from '../http';
import { readJson } from '../request-parsing';
import { paginate, readContractQuery, readListQuery, sortRows } from '../list';
import { rowMatcher } from '../list-match';
import type { MockContest } from '../types';
import { contestView, previewUrl, userSummaryById, type ContestView } from '../views';
import { contestLifecycle, contestsListContract, contestState } from '@/contract/contests';
import { contestLifecycleHandlers } from './contest-lifecycle';
import {
  adminOnly,
  CONTEST_ERRORS,
  contestAction,
  validateContest,
  type IdParams,
} from './contest-rules';

/** Default dates of a new draft, on whole hours: starts in a week, a month of entries, a week of voting. */
function draftDates(now = Date.now()) {
  const hour = 3_600_000;
  const day = 24 * hour;
  const startsAt = Math.ceil((now + 7 * day) / hour) * hour;
  const endsAt = startsAt + 30 * day;
  return {
    startsAt: new Date(startsAt).toISOString(),
    endsAt: new Date(endsAt).toISOString(),
    votingEndsAt: new Date(endsAt + 7 * day).toISOString(),
  };
}

/**
 * The entries of a contest, ranked: an entry's votes are its video's likes (the seed's winner is the
 * most liked published entry, so place 1 is the winner there). Ties go to the earlier entry.
 */
export function rankedEntries(contestId: number) {
  const videos = db.videos
    .filter((video) => video.contestId === contestId)
    .sort((a, b) => b.likes - a.likes || a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
  return videos.map((video, index) => ({
    place: index + 1,
    user: userSummaryById(video.authorId),
    video: {
      id: video.id,
      title: video.title,
      previewUrl: previewUrl(video.id),
      status: video.status,
    },
    votes: video.likes,
  }));
}

/** Contests (docs/api.md): list, create, read, update, the participants; the lifecycle in contest-lifecycle.ts. */
export const handlers = [
  authed('get', '/contests', ({ url }) => {
    const query = readContractQuery(url, contestsListContract);
    if (query instanceof Response) return query;
    const now = Date.now();
    const rows: ContestView[] = db.contests
      .filter(
        rowMatcher<MockContest, typeof contestsListContract.filters>(contestsListContract, query, {
          search: (contest) => [contest.title, contest.description],
          fields: { status: (contest) => contestState(contest, now) },
        }),
      )
      .map(contestView);
    const sort = query.sort ?? contestsListContract.sort;
    const { items, total } = paginate(
      sortRows(rows, (contest) => contest[sort], query.order),
      query,
    );
    return ok({ items, total });
  }),

  authed('post', '/contests', async ({ request, me }) => {
    const refused = adminOnly(me);
    if (refused) return refused;
    const checked = validateContest(await readJson(request), undefined);
    if ('errors' in checked) return validationFailed(checked.errors);
    const contest: MockContest = {
      id: nextId('contests'),
      title: '',
      description: '',
      rules: '',
      status: 'draft',
      categoryId: 0,
      ...draftDates(),
      prizeFund: 0,
      entryFee: 0,
      maxParticipants: null,
      winnerVideoId: null,
      coverUrl: '',
      cancelReason: null,
      createdAt: new Date().toISOString(),
      ...checked.values,
    };
    // Dates sent with the create are checked against each other, not against the defaults.
    const again = validateContest({ ...contest }, undefined);
    if ('errors' in again) return validationFailed(again.errors);
    db.contests.push(contest);
    auditCreated(me, 'contest', contest);
    commit();
    return ok(contestView(contest));
  }),

  authed<IdParams>('get', '/contests/:id', ({ params }) => {
    const contest = findById(db.contests, params.id);
    return contest ? ok(contestView(contest)) : notFound(CONTEST_ERRORS.notFound);
  }),

  authed<IdParams>('get', '/contests/:id/participants', ({ params, url }) => {
    const contest = findById(db.contests, params.id);
    if (!contest) return notFound(CONTEST_ERRORS.notFound);
    const query = readListQuery(url, ['votes'] as const, { defaultSort: 'votes' });
    if (query instanceof Response) return query;
    const ranked = rankedEntries(contest.id);
    const rows = query.order === 'asc' ? [...ranked].reverse() : ranked;
    return ok(paginate(rows, query));
  }),

  contestAction('patch', '', (contest, body, me) => {
    if (!contestLifecycle(contest, Date.now()).edit) return fail(409, CONTEST_ERRORS.closed);
    const checked = validateContest(body, contest);
    if ('errors' in checked) return validationFailed(checked.errors);
    audited(me, { action: 'update', entityType: 'contest' }, contest, () =>
      Object.assign(contest, checked.values),
    );
    commit();
    return ok(contestView(contest));
  }),

  ...contestLifecycleHandlers,
];
