import { READY_REASONS } from '@/contract/ready-reasons';
import { askReason } from '@/shared/form/askReason';
import { REJECT_REASON_MAX, rejectReasonSchema } from './schemas';

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
    readyReasons: READY_REASONS.rejectVideo,
    submit,
  });
}
