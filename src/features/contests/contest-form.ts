import { toDateTimeValue, toInstant } from '@/shared/lib/date-time-value';
import { roublesText, roublesToKopecks } from '@/shared/lib/money';
import type { ContestUpdate } from './api';
import type { Contest, ContestFormValues } from './schemas';

export const LOCKED_HINT =
  'Конкурс уже идёт: участники рассчитывают на эти условия, их менять нельзя';
/** Published for a later start: locked the same way (the server's rule is the status), said truly. */
export const LOCKED_SCHEDULED_HINT =
  'Конкурс опубликован: участники рассчитывают на эти условия, их менять нельзя';

export function formValuesOf(contest: Contest): ContestFormValues {
  return {
    title: contest.title,
    description: contest.description,
    rules: contest.rules,
    coverUrl: contest.coverUrl,
    categoryId: String(contest.category.id),
    startsAt: toDateTimeValue(contest.startsAt),
    endsAt: toDateTimeValue(contest.endsAt),
    votingEndsAt: toDateTimeValue(contest.votingEndsAt),
    prizeFund: roublesText(contest.prizeFund),
    entryFee: roublesText(contest.entryFee),
    maxParticipants: contest.maxParticipants ?? '',
    participantsCount: contest.participantsCount,
  };
}

/** The form's values as the API takes them: trimmed text, UTC ISO dates, kopecks, null for no limit. */
function toUpdate(values: ContestFormValues): Required<ContestUpdate> {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    rules: values.rules.trim(),
    coverUrl: values.coverUrl.trim(),
    categoryId: Number(values.categoryId),
    startsAt: toInstant(values.startsAt ?? ''),
    endsAt: toInstant(values.endsAt ?? ''),
    votingEndsAt: toInstant(values.votingEndsAt ?? ''),
    prizeFund: roublesToKopecks(values.prizeFund) ?? 0,
    entryFee: roublesToKopecks(values.entryFee) ?? 0,
    maxParticipants: values.maxParticipants === '' ? null : Number(values.maxParticipants),
  };
}

/** Only what changed is sent: a running contest's locked fields then never reach the server. */
export function changedFields(
  values: ContestFormValues,
  initial: ContestFormValues,
): ContestUpdate {
  const next = toUpdate(values);
  const before = toUpdate(initial);
  return Object.fromEntries(
    Object.entries(next).filter(([field, value]) => before[field as keyof ContestUpdate] !== value),
  );
}
