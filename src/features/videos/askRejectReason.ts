import { askReason } from '@/shared/ui/dialogs';
import { rejectReasonSchema } from './schemas';

/** One reason for one video or for all selected ones. */
export function askRejectReason(count = 1) {
  return askReason({
    title: count > 1 ? `Отклонить видео: ${count}` : 'Отклонить видео',
    label: 'Причина отклонения',
    description: count > 1 ? 'Одна причина будет указана для всех выбранных видео.' : undefined,
    placeholder: 'Например: нарушены правила конкурса',
    confirmLabel: 'Отклонить',
    schema: rejectReasonSchema,
  });
}
