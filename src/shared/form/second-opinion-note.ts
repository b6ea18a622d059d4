import { ESCALATION_NOTE_MAX, ESCALATION_WORDS, escalationNoteField } from '@/contract/escalations';
import { notifySuccess } from '../ui/notify';
import { askReason } from './reason-dialog';

/**
 * The note dialog of «Нужно второе мнение» (the contract's rule), sending it with `send`: loaded
 * when a moderator first asks, not with the queue's first rows. Resolves true once the server took
 * the request; a refusal keeps the dialog and the note.
 */
export async function askSecondOpinion(send: (note: string) => Promise<unknown>): Promise<boolean> {
  const note = await askReason({
    title: ESCALATION_WORDS.title,
    label: ESCALATION_WORDS.note,
    description: 'Запись уйдёт из очереди к администраторам; их решение придёт вам сразу.',
    placeholder: ESCALATION_WORDS.placeholder,
    confirmLabel: ESCALATION_WORDS.send,
    schema: escalationNoteField,
    maxLength: ESCALATION_NOTE_MAX,
    submit: (text) =>
      send(text).then(
        () => true,
        () => false,
      ),
  });
  if (note !== null) notifySuccess(ESCALATION_WORDS.sent);
  return note !== null;
}
