import * as z from 'zod/mini';
import { READY_REASONS } from '@/contract/ready-reasons';
import { blockRefusal, type BlockParty } from '@/contract/users';
import { useSelf } from '@/shared/api/self';
import { useClaimGuard } from '@/shared/ui/claims';
import { askReason } from '@/shared/form/reason-dialog';
import { EMPTY_MESSAGE } from '@/shared/lib/validation';
import { useDecideComplaint } from './api';
import { complaintNoteField, NOTE_MAX, type Complaint } from '@/contract/complaints';

const blockReasonSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, EMPTY_MESSAGE),
    z.maxLength(NOTE_MAX, 'Причина: не длиннее 500 символов'),
  );

type Start = () => void;
const nothing: Start = () => undefined;

/** Why a decision does not apply to a complaint, or null when it does. */
export function hideUnavailable(complaint: Complaint): string | null {
  if (complaint.targetType === 'user') return 'Профиль нельзя скрыть: заблокируйте автора';
  if (complaint.target.status === 'hidden') return 'Комментарий уже скрыт';
  if (complaint.targetType === 'video' && complaint.target.status === 'rejected')
    return 'Видео уже снято с публикации';
  return null;
}

/** Why `self` may not block the complaint's author (blocked already, themselves, staff), or null. */
export function blockUnavailable(complaint: Complaint, self: BlockParty): string | null {
  if (complaint.targetUser.status === 'blocked') return 'Автор уже заблокирован';
  return blockRefusal('block', self, complaint.targetUser);
}

/**
 * The four decisions of the complaints queue, for the side panel's buttons and the keys.
 * `onStart` runs when the decision leaves (after its dialog), so the keyboard queue moves on at once.
 */
export function useComplaintDecisions() {
  const decide = useDecideComplaint();
  const mayDecide = useClaimGuard();
  const self = useSelf();
  const blockRefused = (complaint: Complaint) => blockUnavailable(complaint, self);

  /**
   * Every decision asks first when another moderator is on the complaint
   * (docs/product.md#several-moderators-at-once).
   */
  const guarded =
    (decision: (complaint: Complaint, onStart?: Start) => Promise<unknown>) =>
    async (complaint: Complaint, onStart: Start = nothing) =>
      (await mayDecide(complaint)) ? decision(complaint, onStart) : false;

  const noViolation = (complaint: Complaint, onStart: Start = nothing) =>
    askReason({
      title: 'Нарушения нет',
      label: 'Примечание',
      description: 'Жалоба будет отклонена, объект останется как есть.',
      placeholder: 'Необязательно',
      optional: true,
      confirmLabel: 'Отклонить жалобу',
      schema: complaintNoteField,
      maxLength: NOTE_MAX,
      submit: (note) => {
        onStart();
        return decide.run({ id: complaint.id, kind: 'reject', note });
      },
    });

  const hideContent = (complaint: Complaint, onStart: Start = nothing) => {
    if (hideUnavailable(complaint)) return Promise.resolve(false);
    onStart();
    return decide.run({ id: complaint.id, kind: 'resolve', action: 'hide_content', note: '' });
  };

  const blockAuthor = (complaint: Complaint, onStart: Start = nothing) =>
    blockRefused(complaint)
      ? Promise.resolve(false)
      : askReason({
          title: 'Заблокировать автора?',
          label: 'Причина блокировки',
          description: `${complaint.targetUser.nickname} будет заблокирован без срока. Пользователь увидит причину.`,
          placeholder: 'Например: систематические оскорбления',
          confirmLabel: 'Заблокировать',
          schema: blockReasonSchema,
          maxLength: NOTE_MAX,
          readyReasons: READY_REASONS.blockUser,
          submit: (note) => {
            onStart();
            return decide.run({ id: complaint.id, kind: 'resolve', action: 'block_user', note });
          },
        });

  const noAction = (complaint: Complaint, onStart: Start = nothing) =>
    askReason({
      title: 'Без действий',
      label: 'Примечание',
      description: 'Жалоба будет закрыта как решённая, объект останется как есть.',
      placeholder: 'Необязательно',
      optional: true,
      confirmLabel: 'Закрыть жалобу',
      schema: complaintNoteField,
      maxLength: NOTE_MAX,
      submit: (note) => {
        onStart();
        return decide.run({ id: complaint.id, kind: 'resolve', action: 'none', note });
      },
    });

  return {
    noViolation: guarded(noViolation),
    hideContent: guarded(hideContent),
    blockAuthor: guarded(blockAuthor),
    blockUnavailable: blockRefused,
    noAction: guarded(noAction),
    isPending: decide.isPending,
  };
}
