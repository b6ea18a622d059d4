import type * as z from 'zod/mini';
import { apiOf } from '@/shared/api/session';
import { keys } from '@/shared/api/keys';
import { listQueryOptions } from '@/shared/api/list-query';
import { useStatusChange } from '@/shared/actions/useStatusChange';
import { complaintDecisionSchema, complaintSchema, type Complaint } from '@/contract/complaints';
import type { ComplaintAction, ComplaintsSearch, ComplaintTargetType } from './search';
import { complaintsListContract } from '@/contract/complaints';
import { listApiParams } from '@/contract/list';

export const TARGET_TYPE_LABEL: Record<ComplaintTargetType, string> = {
  video: 'Видео',
  comment: 'Комментарий',
  user: 'Профиль',
};

/** The panel id is the page's state, not a filter of the list. */
function toApiParams({ complaintId: _panel, ...search }: ComplaintsSearch) {
  return listApiParams(complaintsListContract, search);
}

// Keyed by what is sent: opening the panel is no other view of the list.
export const complaintsListQueryOptions = (search: ComplaintsSearch) =>
  listQueryOptions(keys.complaints, 'complaints', complaintSchema, toApiParams(search));

export type ComplaintDecision =
  | { id: number; kind: 'reject'; note: string }
  | { id: number; kind: 'resolve'; action: ComplaintAction; note: string };

type DecisionResult = z.infer<typeof complaintDecisionSchema>;

/** Each message names its complaint: with a panel and keys, the moderator sees which one was decided. */
const RESOLVED_MESSAGE: Record<ComplaintAction, (complaint: Complaint) => string> = {
  none: (complaint) => `Жалоба №${complaint.id} закрыта без действий`,
  hide_content: (complaint) =>
    `Жалоба №${complaint.id}: ${complaint.targetType === 'video' ? 'видео снято с публикации' : 'комментарий скрыт'}`,
  block_user: (complaint) =>
    `Жалоба №${complaint.id}: пользователь ${complaint.targetUser.nickname} заблокирован`,
};

const rejectedMessage = (id: number) => `Жалоба №${id} отклонена: нарушения нет`;

/** What a decision did, as the notification says it. */
export function decisionMessage(result: DecisionResult | Complaint): string {
  const main =
    result.status === 'rejected'
      ? rejectedMessage(result.id)
      : RESOLVED_MESSAGE[result.resolution?.action ?? 'none'](result);
  const also = alsoResolvedMessage(result);
  return also ? `${main}. ${also}` : main;
}

function alsoResolvedMessage(result: DecisionResult | Complaint): string | undefined {
  const also = 'alsoResolved' in result ? result.alsoResolved : 0;
  return also > 0 ? `Другие жалобы на то же закрыты: ${also}` : undefined;
}

/**
 * A decision on one complaint: optimistic in the queue and the panel, rolled back on failure (409 when
 * a colleague was first), one in flight per complaint. What it acts on (a video, a comment, a user)
 * and the navigation badge are refreshed after.
 */
export function useDecideComplaint() {
  return useStatusChange<Complaint, ComplaintDecision, DecisionResult | Complaint>({
    keys: keys.complaints,
    mutationKey: ['complaints', 'decide'],
    mutationFn: (decision, { client }) =>
      decision.kind === 'reject'
        ? apiOf(client).post(`complaints/${decision.id}/reject`, complaintSchema, {
            note: decision.note,
          })
        : apiOf(client).post(`complaints/${decision.id}/resolve`, complaintDecisionSchema, {
            action: decision.action,
            note: decision.note,
          }),
    optimistic: (complaint, decision) => ({
      ...complaint,
      status: decision.kind === 'reject' ? 'rejected' : 'resolved',
    }),
    resultItem: (result) => complaintSchema.parse(result),
    successMessage: (result) => decisionMessage(result),
    undoable: {
      // Said when taken; how many other complaints it closed only the server's answer tells.
      message: (complaint, decision) =>
        decision.kind === 'reject'
          ? rejectedMessage(complaint.id)
          : RESOLVED_MESSAGE[decision.action](complaint),
      sentMessage: alsoResolvedMessage,
    },
    alsoInvalidate: [keys.counters, keys.videos.all, keys.comments.all, keys.users.all],
  });
}
