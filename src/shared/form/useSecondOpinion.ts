import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import {
  ESCALATION_NOTE_MAX,
  ESCALATION_WORDS,
  escalationNoteField,
  type EscalationQueue,
} from '@/contract/escalations';
import { keys } from '../api/keys';
import { apiOf } from '../api/session';
import { notifySuccess } from '../ui/notify';
import { askReason } from './reason-dialog';

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
    onSuccess: (_item, { id }) => {
      notifySuccess(ESCALATION_WORDS.sent);
      return Promise.all(
        [keys[queue].lists(), keys[queue].detail(id), keys.counters, keys.secondOpinions.all].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
  const { mutateAsync } = escalate;

  async function ask(id: number): Promise<boolean> {
    const note = await askReason({
      title: ESCALATION_WORDS.title,
      label: ESCALATION_WORDS.note,
      description: 'Запись уйдёт из очереди к администраторам; их решение придёт вам сразу.',
      placeholder: ESCALATION_WORDS.placeholder,
      confirmLabel: ESCALATION_WORDS.send,
      schema: escalationNoteField,
      maxLength: ESCALATION_NOTE_MAX,
      submit: (text) =>
        mutateAsync({ id, note: text }).then(
          () => true,
          () => false,
        ),
    });
    return note !== null;
  }

  return { ask, isPending: escalate.isPending };
}
