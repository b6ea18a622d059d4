import * as z from 'zod/mini';
import { EMPTY_MESSAGE, trimmedText } from './validation';
import { isSafeImageUrl } from './urls';
import { CONTEST_STATUSES, hasStarted } from './contests-list';
import { categoryRefSchema, isoDate, userSummarySchema, videoRefSchema } from './common';
import { VIDEO_STATUSES } from './videos-list';

// The statuses and the list contract, in a module of their own for the list's URL state.
export * from './contests-list';
export * from './contests-labels';

/**
 * The contest contract (docs/product.md#contests): statuses, field limits and their messages, the
 * body `POST`/`PATCH /contests` take, the list's sorts and filters, and the lifecycle rules. The panel's
 * forms and URL state, the mock's handler and the OpenAPI document are built from this one module:
 * free of React, the router and the UI.
 */

export const TITLE_MAX = 150;
export const TEXT_MAX = 5000;
export const COVER_URL_MAX = 500;
export const CANCEL_REASON_MAX = 500;
/** A hundred million roubles: a sum above it is a typo, and it keeps kopecks far inside safe integers. */
export const MONEY_MAX_KOPECKS = 10_000_000_000;

/** Once a contest runs, entrants rely on these: they may not change. */
export const LOCKED_WHEN_ACTIVE = [
  'categoryId',
  'startsAt',
  'endsAt',
  'prizeFund',
  'entryFee',
] as const;

export const TITLE_MESSAGE = `Название: не длиннее ${TITLE_MAX} символов`;
export const TEXT_MESSAGE = `Не длиннее ${TEXT_MAX} символов`;
export const COVER_URL_MESSAGE = 'Ссылка на обложку: адрес https://… или путь от корня сайта /…';
export const CATEGORY_MESSAGE = 'Категория не найдена';
export const DATE_MESSAGE = 'Укажите дату и время';
export const ENDS_AFTER_START_MESSAGE = 'Приём работ должен закончиться позже, чем начался';
export const VOTING_AFTER_END_MESSAGE = 'Голосование не может закончиться раньше приёма работ';
/** The form's money message (it holds roubles as typed). */
export const MONEY_MESSAGE = 'Сумма: от 0 до 100 000 000 ₽, не больше двух знаков после запятой';
/** The server's money message (the API takes kopecks). */
export const KOPECKS_MESSAGE = 'Сумма в копейках: целое число от 0 до 100 000 000 ₽';
export const MAX_PARTICIPANTS_MESSAGE = 'Целое число от 1 или пусто (без ограничения)';
export const maxBelowCountMessage = (count: number) =>
  `Уже участвуют ${count}: лимит не может быть меньше`;
export const LOCKED_WHEN_ACTIVE_MESSAGE =
  'Конкурс уже идёт: это поле менять нельзя, участники на него рассчитывают';
export const CANCEL_REASON_MESSAGE = `Причина: не длиннее ${CANCEL_REASON_MAX} символов`;

/** The fields of the contest body, each with the server's rule and the message its 422 gives. */
export const contestTitleField = trimmedText({
  max: TITLE_MAX,
  messages: { empty: EMPTY_MESSAGE, long: TITLE_MESSAGE },
});
/** Description and rules: empty in a new draft, required to publish. */
export const contestTextField = trimmedText({
  max: TEXT_MAX,
  messages: { type: EMPTY_MESSAGE, long: TEXT_MESSAGE },
});
/** Empty: the generated cover. */
export const contestCoverUrlField = trimmedText({
  max: COVER_URL_MAX,
  messages: { type: COVER_URL_MESSAGE, long: COVER_URL_MESSAGE },
}).check(z.refine(isSafeImageUrl, COVER_URL_MESSAGE));
const dateTime = z.iso.datetime({ offset: true, error: DATE_MESSAGE });
const kopecks = z
  .int(KOPECKS_MESSAGE)
  .check(z.minimum(0, KOPECKS_MESSAGE), z.maximum(MONEY_MAX_KOPECKS, KOPECKS_MESSAGE));

/** `POST /contests` (title and categoryId required) and `PATCH /contests/{id}` (any part). */
export const contestInputSchema = z.object({
  title: contestTitleField,
  description: contestTextField,
  rules: contestTextField,
  coverUrl: contestCoverUrlField,
  categoryId: z.int(CATEGORY_MESSAGE).check(z.positive(CATEGORY_MESSAGE)),
  startsAt: dateTime,
  endsAt: dateTime,
  votingEndsAt: dateTime,
  prizeFund: kopecks,
  entryFee: kopecks,
  /** Null: no limit. */
  maxParticipants: z.nullable(
    z.int(MAX_PARTICIPANTS_MESSAGE).check(z.positive(MAX_PARTICIPANTS_MESSAGE)),
  ),
});
export type ContestInput = z.infer<typeof contestInputSchema>;
/** `POST /contests/{id}/cancel`: why, for the participants (their contributions are refunded). */
export const cancelReasonField = trimmedText({
  max: CANCEL_REASON_MAX,
  messages: { empty: EMPTY_MESSAGE, long: CANCEL_REASON_MESSAGE },
});

/** What a draft needs to be created. */
export const CONTEST_CREATE_REQUIRED = ['title', 'categoryId'] as const;

/**
 * The order of a contest's dates (ms; NaN where unknown): entries end after they start, voting ends
 * no earlier than entries. The form and the server give the same errors.
 */
export function contestDateErrors(dates: {
  startsAt: number;
  endsAt: number;
  votingEndsAt: number;
}): Partial<Record<'endsAt' | 'votingEndsAt', string>> {
  const errors: Partial<Record<'endsAt' | 'votingEndsAt', string>> = {};
  if (dates.endsAt <= dates.startsAt) errors.endsAt = ENDS_AFTER_START_MESSAGE;
  if (dates.votingEndsAt < dates.endsAt) errors.votingEndsAt = VOTING_AFTER_END_MESSAGE;
  return errors;
}

/** The participants limit (null: none) may not go below those already in. */
export function maxParticipantsError(limit: number | null, participantsCount: number) {
  if (limit === null) return null;
  if (!Number.isInteger(limit) || limit < 1) return MAX_PARTICIPANTS_MESSAGE;
  return limit < participantsCount ? maxBelowCountMessage(participantsCount) : null;
}

/** A finished or cancelled contest takes no new videos: the server answers 422, the form offers none. */
export function takesNoNewVideos(status: string): boolean {
  return status === 'finished' || status === 'cancelled';
}

export const NOT_STARTED_MESSAGE = 'Конкурс ещё не начался';

/**
 * What a contest allows now (docs/product.md#contests): edit and cancel a draft or a running one, publish a draft,
 * finish a contest that has started, delete a draft. The panel offers exactly these; the server
 * answers 409 to the rest.
 */
export function contestLifecycle(contest: { status: string; startsAt: string }, now: number) {
  const open = contest.status === 'draft' || contest.status === 'active';
  return {
    edit: open,
    publish: contest.status === 'draft',
    finish: contest.status === 'active' && hasStarted(contest, now),
    cancel: open,
    delete: contest.status === 'draft',
  };
}

/** What `GET /contests` and `GET /contests/{id}` answer. */
export const contestSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  rules: z.string(),
  coverUrl: z
    .string()
    .check(z.describe('The cover given, or the generated one when none was given (`""`).')),
  status: z
    .enum(CONTEST_STATUSES)
    .check(
      z.describe(
        '`active` also before `startsAt`: the list filter and the panel call that `scheduled`.',
      ),
    ),
  category: categoryRefSchema,
  startsAt: isoDate,
  endsAt: isoDate,
  votingEndsAt: isoDate,
  prizeFund: z.int(),
  entryFee: z.int(),
  maxParticipants: z.nullable(z.int()),
  participantsCount: z.int(),
  videosCount: z.int(),
  winner: z.nullable(z.object({ user: userSummarySchema, video: videoRefSchema })),
  cancelReason: z.nullable(z.string()),
  closedAt: z
    .nullable(isoDate)
    .check(z.describe('When it was finished or cancelled; null while a draft or active.')),
  createdAt: isoDate,
});
export type Contest = z.infer<typeof contestSchema>;

/** `GET /contests/{id}/participants`: each entry, in the order of its place. */
export const participantSchema = z.object({
  place: z.int(),
  user: userSummarySchema,
  video: z.object({
    id: z.number(),
    title: z.string(),
    previewUrl: z.string(),
    status: z.enum(VIDEO_STATUSES),
  }),
  votes: z.int(),
});
export type Participant = z.infer<typeof participantSchema>;
