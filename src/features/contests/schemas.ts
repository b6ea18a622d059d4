import * as z from 'zod/mini';
import { categoryRefSchema, videoRefSchema } from '@/shared/api/references';
import { isoDate, userSummarySchema } from '@/shared/api/schemas';
import { roublesToKopecks } from '@/shared/lib/money';
import { EMPTY_MESSAGE } from '@/shared/lib/validation';
import { isSafeImageUrl } from '@/contract/urls';

/** PRODUCT §5, Contests row. */
export const CONTEST_STATUSES = ['draft', 'active', 'finished', 'cancelled'] as const;
export type ContestStatus = (typeof CONTEST_STATUSES)[number];

export const contestSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  rules: z.string(),
  coverUrl: z.string(),
  status: z.enum(CONTEST_STATUSES),
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
  createdAt: isoDate,
});
export type Contest = z.infer<typeof contestSchema>;

export const participantSchema = z.object({
  place: z.int(),
  user: userSummarySchema,
  video: z.object({
    id: z.number(),
    title: z.string(),
    previewUrl: z.string(),
    status: z.enum(['moderation', 'published', 'rejected']),
  }),
  votes: z.int(),
});
export type Participant = z.infer<typeof participantSchema>;

export const TITLE_MAX = 150;
export const TEXT_MAX = 5000;
export const COVER_URL_MAX = 500;
export const CANCEL_REASON_MAX = 500;
/** The mock's and the API's upper bound: a hundred million roubles. */
export const MONEY_MAX_KOPECKS = 10_000_000_000;

/** Fields the server refuses to change once the contest runs (its 422 says the same). */
export const LOCKED_WHEN_ACTIVE = [
  'categoryId',
  'startsAt',
  'endsAt',
  'prizeFund',
  'entryFee',
] as const;

export const MONEY_MESSAGE = 'Сумма: от 0 до 100 000 000 ₽, не больше двух знаков после запятой';
export const DATE_MESSAGE = 'Укажите дату и время';
export const ENDS_AFTER_START_MESSAGE = 'Приём работ должен закончиться позже, чем начался';
export const VOTING_AFTER_END_MESSAGE = 'Голосование не может закончиться раньше приёма работ';
export const COVER_URL_MESSAGE = 'Ссылка на обложку: адрес https://… или путь от корня сайта /…';

const title = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, EMPTY_MESSAGE),
    z.maxLength(TITLE_MAX, 'Название: не длиннее 150 символов'),
  );

/** «Создать конкурс»: the two fields a draft needs. */
export const createContestSchema = z.object({
  title,
  categoryId: z.string(EMPTY_MESSAGE).check(z.minLength(1, EMPTY_MESSAGE)),
});
export type CreateContestValues = z.infer<typeof createContestSchema>;

const isMoney = (value: number | string) => {
  const kopecks = roublesToKopecks(value);
  return kopecks !== null && kopecks <= MONEY_MAX_KOPECKS;
};
const money = z.union([z.number(), z.string()]).check(z.refine(isMoney, MONEY_MESSAGE));
/** Date pickers hold local `YYYY-MM-DD HH:mm:ss` text, or null. */
const dateTime = z.nullable(z.string()).check(z.refine((value) => Boolean(value), DATE_MESSAGE));
const isCoverUrl = (value: string) => isSafeImageUrl(value.trim());

/** The edit form as it holds values (money as typed roubles, dates as local picker text). */
export const contestFormSchema = z
  .object({
    title,
    description: z.string().check(z.maxLength(TEXT_MAX, 'Не длиннее 5000 символов')),
    rules: z.string().check(z.maxLength(TEXT_MAX, 'Не длиннее 5000 символов')),
    coverUrl: z
      .string()
      .check(
        z.maxLength(COVER_URL_MAX, COVER_URL_MESSAGE),
        z.refine(isCoverUrl, COVER_URL_MESSAGE),
      ),
    categoryId: z.string(EMPTY_MESSAGE).check(z.minLength(1, EMPTY_MESSAGE)),
    startsAt: dateTime,
    endsAt: dateTime,
    votingEndsAt: dateTime,
    prizeFund: money,
    entryFee: money,
    /** Empty: no limit. */
    maxParticipants: z.union([z.number(), z.string()]),
    /** How many already take part: the limit may not go below (read-only, for the check). */
    participantsCount: z.number(),
  })
  .check(
    z.superRefine((values, ctx) => {
      const ms = (value: string | null) => (value ? new Date(value).getTime() : NaN);
      const starts = ms(values.startsAt);
      const ends = ms(values.endsAt);
      const voting = ms(values.votingEndsAt);
      if (ends <= starts)
        ctx.addIssue({ code: 'custom', path: ['endsAt'], message: ENDS_AFTER_START_MESSAGE });
      if (voting < ends)
        ctx.addIssue({ code: 'custom', path: ['votingEndsAt'], message: VOTING_AFTER_END_MESSAGE });
      const max = values.maxParticipants;
      if (max !== '') {
        const limit = Number(max);
        if (!Number.isInteger(limit) || limit < 1)
          ctx.addIssue({
            code: 'custom',
            path: ['maxParticipants'],
            message: 'Целое число от 1 или пусто (без ограничения)',
          });
        else if (limit < values.participantsCount)
          ctx.addIssue({
            code: 'custom',
            path: ['maxParticipants'],
            message: `Уже участвуют ${values.participantsCount}: лимит не может быть меньше`,
          });
      }
    }),
  );
export type ContestFormValues = z.infer<typeof contestFormSchema>;

export const cancelReasonSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, EMPTY_MESSAGE),
    z.maxLength(CANCEL_REASON_MAX, 'Причина: не длиннее 500 символов'),
  );
