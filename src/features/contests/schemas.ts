import * as z from 'zod/mini';
import { categoryRefSchema, videoRefSchema } from '@/shared/api/references';
import { isoDate, userSummarySchema } from '@/shared/api/schemas';
import { roublesToKopecks } from '@/shared/lib/money';
import { EMPTY_MESSAGE } from '@/shared/lib/validation';
import {
  CONTEST_STATUSES,
  contestCoverUrlField,
  contestDateErrors,
  contestTextField,
  contestTitleField,
  cancelReasonField,
  MONEY_MAX_KOPECKS,
  MONEY_MESSAGE,
  DATE_MESSAGE,
  maxParticipantsError,
} from '@/contract/contests';
import { VIDEO_STATUSES } from '@/contract/videos';

/*
 * The panel's side of the contest contract (src/contract/contests.ts): what it reads, and the forms,
 * whose fields are the contract's own (same limits, same messages as the server's 422).
 */
export {
  CANCEL_REASON_MAX,
  CONTEST_STATUSES,
  COVER_URL_MAX,
  LOCKED_WHEN_ACTIVE,
  TEXT_MAX,
  TITLE_MAX,
  type ContestStatus,
} from '@/contract/contests';

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
    status: z.enum(VIDEO_STATUSES),
  }),
  votes: z.int(),
});
export type Participant = z.infer<typeof participantSchema>;

const title = contestTitleField;

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

/** The edit form as it holds values (money as typed roubles, dates as local picker text). */
export const contestFormSchema = z
  .object({
    title,
    description: contestTextField,
    rules: contestTextField,
    coverUrl: contestCoverUrlField,
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
      const dates = contestDateErrors({
        startsAt: ms(values.startsAt),
        endsAt: ms(values.endsAt),
        votingEndsAt: ms(values.votingEndsAt),
      });
      for (const [field, message] of Object.entries(dates))
        ctx.addIssue({ code: 'custom', path: [field], message });
      const max = values.maxParticipants;
      const limit = max === '' ? null : Number(max);
      const message = maxParticipantsError(limit, values.participantsCount);
      if (message) ctx.addIssue({ code: 'custom', path: ['maxParticipants'], message });
    }),
  );
export type ContestFormValues = z.infer<typeof contestFormSchema>;

export const cancelReasonSchema = cancelReasonField;
