import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { escalationSchema, type Escalation } from '@/contract/escalations';
import { escalationsListContract } from '@/contract/escalations-list';
import { listApiParams } from '@/contract/list';
import { keys } from '@/shared/api/keys';
import { listQueryOptions } from '@/shared/api/list-query';
import { apiOf } from '@/shared/api/session';
import { notifySuccess } from '@/shared/ui/notify';
import type { SecondOpinionsSearch } from './search';

export const secondOpinionsListQueryOptions = (search: SecondOpinionsSearch) =>
  listQueryOptions(
    keys.secondOpinions,
    'escalations',
    escalationSchema,
    search,
    listApiParams(escalationsListContract, search),
  );

/** The item answered back: only that it is one is read here (its queue's page reads the rest). */
const itemAnswer = z.object({ id: z.number() });

/** «Вернуть в очередь»: the item rejoins its queue, the moderator who asked gets the word. */
export function useGiveBack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ row, note }: { row: Escalation; note: string }) =>
      apiOf(queryClient).post(`${row.queue}/${row.itemId}/escalation/return`, itemAnswer, {
        note,
      }),
    onSuccess: (_item, { row }) => {
      notifySuccess(`«${row.itemTitle}» вернулось в очередь`);
      return Promise.all(
        [keys.secondOpinions.all, keys[row.queue].all, keys.counters].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
