import { blockRefusal, type BlockParty } from '@/contract/users';
import { decidedByAdministrators } from '@/contract/escalations-item';
import { isAdmin, useSelf } from '@/shared/api/self';
import { useSecondOpinion } from '@/shared/form/useSecondOpinion';
import { notifyWarning } from '@/shared/ui/notify';
import { onFirstCall } from '@/shared/lib/on-first-call';
import { useClaimGuard } from '@/shared/ui/claims';
import { useDecideComplaint } from './api';
import type { Complaint } from '@/contract/complaints';

/**
 * `askComplaintNote` (complaint-dialogs.ts) loaded on its first call, or when the queue is idle
 * after its first rows: the dialogs, their texts and ready reasons stay out of the first paint.
 */
export const askComplaintNote = onFirstCall(() =>
  import('./complaint-dialogs').then((module) => module.askComplaintNote),
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
  const secondOpinion = useSecondOpinion('complaints');
  /** A moderator's decision waits while administrators are asked: said at once, as the server would. */
  const forAdministrators = (complaint: Complaint) =>
    decidedByAdministrators(complaint, isAdmin(self));

  /**
   * Every decision asks first when another moderator is on the complaint
   * (docs/product.md#several-moderators-at-once).
   */
  const guarded =
    (decision: (complaint: Complaint, onStart?: Start) => Promise<unknown>) =>
    async (complaint: Complaint, onStart: Start = nothing) => {
      const refused = forAdministrators(complaint);
      if (refused) {
        notifyWarning(refused);
        return false;
      }
      return (await mayDecide(complaint)) ? decision(complaint, onStart) : false;
    };

  const noViolation = (complaint: Complaint, onStart: Start = nothing) =>
    askComplaintNote('noViolation', complaint, (note) => {
      onStart();
      return decide.run({ id: complaint.id, kind: 'reject', note });
    });

  const hideContent = (complaint: Complaint, onStart: Start = nothing) => {
    if (hideUnavailable(complaint)) return Promise.resolve(false);
    onStart();
    return decide.run({ id: complaint.id, kind: 'resolve', action: 'hide_content', note: '' });
  };

  const blockAuthor = (complaint: Complaint, onStart: Start = nothing) =>
    blockRefused(complaint)
      ? Promise.resolve(false)
      : askComplaintNote('blockAuthor', complaint, (note) => {
          onStart();
          return decide.run({ id: complaint.id, kind: 'resolve', action: 'block_user', note });
        });

  const noAction = (complaint: Complaint, onStart: Start = nothing) =>
    askComplaintNote('noAction', complaint, (note) => {
      onStart();
      return decide.run({ id: complaint.id, kind: 'resolve', action: 'none', note });
    });

  /** «Нужно второе мнение»: the note's dialog; the queue moves on once the server took it. */
  const escalate = async (complaint: Complaint, onSent: Start = nothing) => {
    if (await secondOpinion.ask(complaint.id)) onSent();
  };

  return {
    noViolation: guarded(noViolation),
    escalate,
    forAdministrators,
    hideContent: guarded(hideContent),
    blockAuthor: guarded(blockAuthor),
    blockUnavailable: blockRefused,
    noAction: guarded(noAction),
    isPending: decide.isPending,
  };
}
