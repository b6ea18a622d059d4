// This module loads on demand itself (ask-reject-reason.ts): the dialog comes in the same fetch.
import { askReason } from '@/shared/form/askReason';
import { formatTimeCode } from '@/shared/lib/time-code';
import { currentPlayer } from './player/player-control';
import { REJECT_REASON_MAX, rejectReasonSchema } from './schemas';

/** On the video page: the player's time, to put into the reason («01:23», a link on the page after). */
function playerTime() {
  const player = currentPlayer();
  if (!player || !(player.duration > 0)) return undefined;
  return { label: 'Вставить время', text: formatTimeCode(player.currentTime) };
}

/** One reason for one video or for all selected ones; the dialog stays open until `submit` succeeds. */
export function askRejectReason(submit: (reason: string) => Promise<boolean>, count = 1) {
  return askReason({
    title: count > 1 ? `Отклонить видео: ${count}` : 'Отклонить видео',
    label: 'Причина отклонения',
    description: count > 1 ? 'Одна причина будет указана для всех выбранных видео.' : undefined,
    placeholder: 'Например: нарушены правила конкурса',
    confirmLabel: 'Отклонить',
    schema: rejectReasonSchema,
    maxLength: REJECT_REASON_MAX,
    readyReasonKind: 'reject_video',
    submit,
    insert: count === 1 ? playerTime() : undefined,
  });
}
