import { audited, auditCreated, auditDeleted } from '../audit';
import type { PathParams } from 'msw';
import * as z from 'zod/mini';
import { checkFields } from '../crud';
import { commit, db, findById, nextId } from '../db';
import { authed, fail, isAdminUser, notFound, ok, readJson, validationFailed } from '../http';
import { matchesSearch, paginate, readContractQuery, readListQuery, sortRows } from '../list';
import type { MockContest, MockUser } from '../types';
import {
  contestEntries,
  contestView,
  previewUrl,
  userSummaryById,
  type ContestView,
} from '../views';
import {
  cancelReasonField,
  CATEGORY_MESSAGE,
  CONTEST_CREATE_REQUIRED,
  contestDateErrors,
  contestInputSchema,
  contestsListContract,
  LOCKED_WHEN_ACTIVE,
  LOCKED_WHEN_ACTIVE_MESSAGE,
  maxParticipantsError,
  hasStarted,
  NOT_STARTED_MESSAGE,
} from '@/contract/contests';

/** The server's answers besides the field rules of the contract (src/contract/contests.ts). */
export const CONTEST_ERRORS = {
  notFound: 'Конкурс не найден',
  adminOnly: 'Управлять конкурсами могут только администраторы',
  closed: 'Завершённый или отменённый конкурс изменить нельзя',
  publishDraftOnly: 'Опубликовать можно только черновик',
  requiredToPublish: 'Заполните перед публикацией',
  endsInPast: 'Приём работ уже закончился: перенесите даты',
  finishActiveOnly: 'Завершить можно только идущий конкурс',
  notStarted: NOT_STARTED_MESSAGE,
  winner: 'Победитель — работа одного из участников этого конкурса',
  cancelClosed: 'Отменить можно только черновик или идущий конкурс',
  deleteDraftOnly: 'Удалить можно только черновик; идущий конкурс можно отменить',
} as const;

function adminOnly(me: MockUser): Response | null {
  // 409, never 403: a 403 would log the moderator out (PRODUCT §3); the UI hides these actions.
  return isAdminUser(me) ? null : fail(409, CONTEST_ERRORS.adminOnly);
}

type Editable = Pick<
  MockContest,
  | 'title'
  | 'description'
  | 'rules'
  | 'coverUrl'
  | 'categoryId'
  | 'startsAt'
  | 'endsAt'
  | 'votingEndsAt'
  | 'prizeFund'
  | 'entryFee'
  | 'maxParticipants'
>;

/**
 * Checks a create or update body against the contest as it is (`existing`; undefined for a create,
 * where title and categoryId are required): each field by the contract's rule, then what needs the
 * database or the other fields. Returns the fields to set or the 422's field errors.
 */
export function validateContest(
  body: Record<string, unknown>,
  existing: MockContest | undefined,
): { values: Partial<Editable> } | { errors: Record<string, string> } {
  const required = existing ? [] : CONTEST_CREATE_REQUIRED;
  const { values, errors } = checkFields(contestInputSchema, body, required);
  if (values.categoryId !== undefined && !findById(db.categories, values.categoryId)) {
    delete values.categoryId;
    errors.categoryId = CATEGORY_MESSAGE;
  }
  for (const field of ['startsAt', 'endsAt', 'votingEndsAt'] as const) {
    const value = values[field];
    if (value !== undefined) values[field] = new Date(Date.parse(value)).toISOString();
  }
  if (values.maxParticipants !== undefined) {
    const count = existing ? contestEntries(existing.id).participantsCount : 0;
    const message = maxParticipantsError(values.maxParticipants, count);
    if (message) errors.maxParticipants = message;
  }

  // The order of the dates, as they will be after the change; a field at fault is not ordered.
  const ms = (field: 'startsAt' | 'endsAt' | 'votingEndsAt') => {
    const value = errors[field] ? undefined : (values[field] ?? existing?.[field]);
    return value === undefined ? NaN : Date.parse(value);
  };
  const order = contestDateErrors({
    startsAt: ms('startsAt'),
    endsAt: ms('endsAt'),
    votingEndsAt: ms('votingEndsAt'),
  });
  if (order.endsAt && !errors.endsAt) errors.endsAt = order.endsAt;
  if (order.votingEndsAt && !errors.votingEndsAt && !errors.endsAt)
    errors.votingEndsAt = order.votingEndsAt;

  if (existing?.status === 'active') {
    for (const field of LOCKED_WHEN_ACTIVE) {
      if (field in values && values[field] !== existing[field]) {
        errors[field] = LOCKED_WHEN_ACTIVE_MESSAGE;
      }
    }
  }
  return Object.keys(errors).length > 0 ? { errors } : { values };
}

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

type IdParams = PathParams<'id'>;

/** A contest action: admin only, the contest found (404), then `act`. */
function contestAction(
  method: 'post' | 'patch' | 'delete',
  path: string,
  act: (contest: MockContest, body: Record<string, unknown>, me: MockUser) => Response,
) {
  return authed<IdParams>(method, `/contests/:id${path}`, async ({ params, request, me }) => {
    const refused = adminOnly(me);
    if (refused) return refused;
    const contest = findById(db.contests, params.id);
    if (!contest) return notFound(CONTEST_ERRORS.notFound);
    return act(contest, method === 'delete' ? {} : await readJson(request), me);
  });
}

/** Contests (PRODUCT §5): list, create, read, update, the lifecycle and the participants. */
export const contestHandlers = [
  authed('get', '/contests', ({ url }) => {
    const query = readContractQuery(url, contestsListContract);
    if (query instanceof Response) return query;
    const { status, categoryId } = query.filters;
    const rows: ContestView[] = db.contests
      .filter(
        (contest) =>
          (status === undefined || contest.status === status) &&
          (categoryId === undefined || contest.categoryId === categoryId) &&
          matchesSearch(query.search, contest.title, contest.description),
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
    if (contest.status === 'finished' || contest.status === 'cancelled')
      return fail(409, CONTEST_ERRORS.closed);
    const checked = validateContest(body, contest);
    if ('errors' in checked) return validationFailed(checked.errors);
    audited(me, { action: 'update', entityType: 'contest' }, contest, () =>
      Object.assign(contest, checked.values),
    );
    commit();
    return ok(contestView(contest));
  }),

  contestAction('post', '/publish', (contest, _body, me) => {
    if (contest.status !== 'draft') return fail(409, CONTEST_ERRORS.publishDraftOnly);
    const errors: Record<string, string> = {};
    if (!contest.description) errors.description = CONTEST_ERRORS.requiredToPublish;
    if (!contest.rules) errors.rules = CONTEST_ERRORS.requiredToPublish;
    if (Date.parse(contest.endsAt) <= Date.now()) errors.endsAt = CONTEST_ERRORS.endsInPast;
    if (Object.keys(errors).length > 0) return validationFailed(errors);
    audited(me, { action: 'publish', entityType: 'contest' }, contest, () => {
      contest.status = 'active';
    });
    commit();
    return ok(contestView(contest));
  }),

  contestAction('post', '/finish', (contest, body, me) => {
    if (contest.status !== 'active') return fail(409, CONTEST_ERRORS.finishActiveOnly);
    // Published for a later start: no entries could have come in, there is no winner to name.
    if (!hasStarted(contest, Date.now())) return fail(409, CONTEST_ERRORS.notStarted);
    const video = findById(db.videos, body.winnerVideoId);
    if (!video || video.contestId !== contest.id)
      return validationFailed({ winnerVideoId: CONTEST_ERRORS.winner });
    audited(me, { action: 'finish', entityType: 'contest' }, contest, () => {
      contest.status = 'finished';
      contest.winnerVideoId = video.id;
    });
    commit();
    return ok(contestView(contest));
  }),

  contestAction('post', '/cancel', (contest, body, me) => {
    if (contest.status !== 'draft' && contest.status !== 'active')
      return fail(409, CONTEST_ERRORS.cancelClosed);
    const parsed = z.safeParse(cancelReasonField, body.reason);
    if (!parsed.success) return validationFailed({ reason: parsed.error.issues[0]!.message });
    const reason = parsed.data;
    audited(me, { action: 'cancel', entityType: 'contest', reason }, contest, () => {
      contest.status = 'cancelled';
      contest.cancelReason = reason;
    });
    // What was paid towards a cancelled contest goes back (as in the seed, seed/finance.ts).
    const refund = { action: 'refund', entityType: 'contribution', reason } as const;
    for (const contribution of db.contributions) {
      if (contribution.contestId === contest.id && contribution.status === 'succeeded')
        audited(me, refund, contribution, () => {
          contribution.status = 'refunded';
        });
    }
    commit();
    return ok(contestView(contest));
  }),

  contestAction('delete', '', (contest, _body, me) => {
    if (contest.status !== 'draft') return fail(409, CONTEST_ERRORS.deleteDraftOnly);
    auditDeleted(me, 'contest', contest);
    db.contests = db.contests.filter((row) => row.id !== contest.id);
    for (const video of db.videos) if (video.contestId === contest.id) video.contestId = null;
    for (const stock of db.stocks) if (stock.contestId === contest.id) stock.contestId = null;
    commit();
    return ok({ id: contest.id });
  }),
];
