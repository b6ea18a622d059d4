import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiOf } from '@/shared/api/session';
import { keys } from '@/shared/api/keys';
import { listQueryOptions, nestedListQueryOptions } from '@/shared/api/list-query';
import { useSaveEntity } from '@/shared/actions/useSaveEntity';
import type { LocalListState } from '@/shared/table/useLocalListState';
import { notifySuccess } from '@/shared/ui/notify';
import { contestSchema, participantSchema, type Contest } from './schemas';
import type { ContestsSearch } from './search';
import { contestsListContract } from '@/contract/contests';
import { listApiParams } from '@/contract/list';

export const contestsListQueryOptions = (search: ContestsSearch) =>
  listQueryOptions(
    keys.contests,
    'contests',
    contestSchema,
    search,
    listApiParams(contestsListContract, search),
  );

export const contestQueryOptions = (id: number) =>
  queryOptions({
    queryKey: keys.contests.detail(id),
    queryFn: ({ client, signal }) => apiOf(client).get(`contests/${id}`, contestSchema, { signal }),
  });

/** The participants' table, best first (its page and size are the table's own state). */
export type ParticipantsPage = LocalListState<'votes'>;

/** What the contest page opens on (its loader fetches it ahead). */
export const FIRST_PARTICIPANTS: ParticipantsPage = {
  page: 1,
  limit: 10,
  sort: 'votes',
  order: 'desc',
};

/** Under the contest's record: finishing or editing it refreshes its participants too. */
export const participantsQueryOptions = (id: number, paging: ParticipantsPage) =>
  nestedListQueryOptions(
    [...keys.contests.detail(id), 'participants', paging],
    `contests/${id}/participants`,
    participantSchema,
    paging,
  );

/** The top entries, to suggest the winner when finishing. */
export const topParticipantsQueryOptions = (id: number) =>
  participantsQueryOptions(id, { ...FIRST_PARTICIPANTS, limit: 100 });

/** What PATCH /contests/{id} takes: only the fields sent change. */
export interface ContestUpdate {
  title?: string;
  description?: string;
  rules?: string;
  coverUrl?: string;
  categoryId?: number;
  startsAt?: string;
  endsAt?: string;
  votingEndsAt?: string;
  prizeFund?: number;
  entryFee?: number;
  maxParticipants?: number | null;
}

// Cancelling refunds contributions; the other areas show contest titles and statuses.
const AFFECTED = [keys.contributions.all, keys.videos.all];

export function useCreateContest() {
  return useSaveEntity({
    keys: keys.contests,
    mutationFn: (input: { title: string; categoryId: number }, { client }) =>
      apiOf(client).post('contests', contestSchema, input),
    successMessage: (contest) => `Черновик «${contest.title}» создан`,
  });
}

export function useUpdateContest(id: number) {
  return useSaveEntity({
    keys: keys.contests,
    mutationFn: (update: ContestUpdate, { client }) =>
      apiOf(client).patch(`contests/${id}`, contestSchema, update),
    successMessage: () => 'Изменения сохранены',
    alsoInvalidate: AFFECTED,
  });
}

export type ContestTransition =
  | { action: 'publish' }
  | { action: 'finish'; winnerVideoId: number }
  | { action: 'cancel'; reason: string };

const TRANSITION_DONE: Record<ContestTransition['action'], (contest: Contest) => string> = {
  publish: (contest) => `Конкурс «${contest.title}» опубликован`,
  finish: (contest) => `Конкурс «${contest.title}» завершён`,
  cancel: (contest) => `Конкурс «${contest.title}» отменён`,
};

/** Publish, finish or cancel: the server's contest is written to the cache when it agrees. */
export function useContestTransition(id: number) {
  return useSaveEntity({
    keys: keys.contests,
    mutationFn: ({ action, ...body }: ContestTransition, { client }) =>
      apiOf(client).post(`contests/${id}/${action}`, contestSchema, body),
    successMessage: (contest, transition) => TRANSITION_DONE[transition.action](contest),
    alsoInvalidate: AFFECTED,
  });
}

/**
 * Deletes a draft. Its record leaves the cache first: refetching it on the page being left would
 * only answer 404.
 */
export function useDeleteContest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contest: Pick<Contest, 'id' | 'title'>, { client }) =>
      apiOf(client).delete(`contests/${contest.id}`, z.object({ id: z.number() })),
    onSuccess: (_result, contest) => {
      queryClient.removeQueries({ queryKey: keys.contests.detail(contest.id) });
      notifySuccess(`Черновик «${contest.title}» удалён`);
      void queryClient.invalidateQueries({ queryKey: keys.contests.lists() });
      void queryClient.invalidateQueries({ queryKey: keys.contests.options() });
    },
  });
}
