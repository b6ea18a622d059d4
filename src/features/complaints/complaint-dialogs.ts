// This module loads on demand itself (decisions.ts): the dialog comes in the same fetch.
import { askReason } from '@/shared/form/askReason';
import { EMPTY_MESSAGE, trimmedText } from '@/shared/lib/validation';
import { complaintNoteField, NOTE_MAX, type Complaint } from '@/contract/complaints';

const blockReasonSchema = trimmedText({
  max: NOTE_MAX,
  messages: { empty: EMPTY_MESSAGE, long: 'Причина: не длиннее 500 символов' },
});

/** The decisions of a complaint that ask for a note (or, to block its author, a reason) first. */
export type NotedDecision = 'noViolation' | 'blockAuthor' | 'noAction';

/**
 * The dialog of a complaint's decision: the note, or the reason of a block; `submit` sends it and the
 * dialog stays open until it has worked.
 */
export function askComplaintNote(
  decision: NotedDecision,
  complaint: Complaint,
  submit: (note: string) => Promise<boolean>,
) {
  if (decision === 'blockAuthor')
    return askReason({
      title: 'Заблокировать автора?',
      label: 'Причина блокировки',
      description: `${complaint.targetUser.nickname} будет заблокирован без срока. Пользователь увидит причину.`,
      placeholder: 'Например: систематические оскорбления',
      confirmLabel: 'Заблокировать',
      schema: blockReasonSchema,
      maxLength: NOTE_MAX,
      readyReasonKind: 'block_user',
      submit,
    });
  const noViolation = decision === 'noViolation';
  return askReason({
    title: noViolation ? 'Нарушения нет' : 'Без действий',
    label: 'Примечание',
    description: noViolation
      ? 'Жалоба будет отклонена, объект останется как есть.'
      : 'Жалоба будет закрыта как решённая, объект останется как есть.',
    placeholder: 'Необязательно',
    optional: true,
    confirmLabel: noViolation ? 'Отклонить жалобу' : 'Закрыть жалобу',
    schema: complaintNoteField,
    maxLength: NOTE_MAX,
    submit,
  });
}
