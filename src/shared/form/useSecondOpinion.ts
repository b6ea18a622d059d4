import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { EscalationQueue } from '@/contract/escalations-list';
import { keys } from '../api/keys';
import { apiOf } from '../api/session';
import { onFirstCall } from '../lib/on-first-call';

/** The note's dialog and its words, fetched when first asked for. */
const askSecondOpinion = onFirstCall(() =>
  import('./second-opinion-note').then((module) => module.askSecondOpinion),
);

/** The item answered: only that it is one is read (the queue's own query reads it again). */
const itemAnswer = z.object({ id: z.number() });

/**
 * «Нужно второе мнение» (key E) on a queue item: a dialog for the note (the contract's rule), then
 * `POST /{queue}/{id}/escalate`. The item leaves the moderators' queue; a refusal (409: decided
 * meanwhile, or somebody asked already) is said with the server's message and the dialog keeps the
 * note. `ask` resolves true once the server took the request: the caller moves on as after a decision.
 */
export function useSecondOpinion(queue: EscalationQueue) {
  const queryClient = useQueryClient();
  const escalate = useMutation({
    mutationKey: [queue, 'escalate'],
    mutationFn: ({ id, note }: { id: number; note: string }) =>
      apiOf(queryClient).post(`${queue}/${id}/escalate`, itemAnswer, { note }),
    onSuccess: (_item, { id }) =>
      Promise.all(
        [keys[queue].lists(), keys[queue].detail(id), keys.counters, keys.secondOpinions.all].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
  const { mutateAsync } = escalate;

  function ask(id: number): Promise<boolean> {
    return askSecondOpinion((note) => mutateAsync({ id, note }));
  }

  return { ask, isPending: escalate.isPending };
}
