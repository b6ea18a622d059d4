import * as z from 'zod/mini';
import { roublesToKopecks } from '@/shared/lib/money';
import { EMPTY_MESSAGE } from '@/shared/lib/validation';
import {
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

export {
  contestSchema,
  participantSchema,
  type Contest,
  type Participant,
} from '@/contract/contests';

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
