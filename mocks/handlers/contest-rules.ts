/**
 * Who may change a contest, and what a create or update body may set (docs/product.md#contests).
 */

import type { PathParams } from 'msw';
import { checkFields } from '../crud';
import { db, findById } from '../db';
import { authed, fail, isAdminUser, notFound } from '../http';
import { readJson } from '../request-parsing';
import type { MockContest, MockUser } from '../types';
import { contestEntries } from '../views';
import {
  CATEGORY_MESSAGE,
  CONTEST_CREATE_REQUIRED,
  contestDateErrors,
  contestInputSchema,
  LOCKED_WHEN_ACTIVE,
  LOCKED_WHEN_ACTIVE_MESSAGE,
  maxParticipantsError,
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

export function adminOnly(me: MockUser): Response | null {
  // 409, never 403: a 403 would log the moderator out (docs/product.md#api-conventions); the UI
  // hides these actions.
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

export type IdParams = PathParams<'id'>;

/** A contest action: admin only, the contest found (404), then `act`. */
export function contestAction(
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
