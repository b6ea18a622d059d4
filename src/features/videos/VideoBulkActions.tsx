import { Button } from '@mantine/core';
import { BulkActionBar } from '@/shared/table/BulkActionBar';
import { confirmAction } from '@/shared/ui/dialogs';
import { useBulkModerateVideos } from './api';
import { askRejectReason } from './ask-reject-reason';
import type { VideoStatus } from './schemas';

/** Approve or reject the selected videos at once; the selection is cleared when it has worked. */
export function VideoBulkActions({
  ids,
  expectedStatus,
  onDone,
}: {
  ids: number[];
  /** The status the selected videos all had on screen, if one. */
  expectedStatus?: VideoStatus;
  onDone: () => void;
}) {
  const bulk = useBulkModerateVideos();

  async function approve() {
    const ok = await confirmAction({
      title: 'Одобрить выбранные видео?',
      message: `Будет опубликовано видео: ${ids.length}.`,
      confirmLabel: 'Одобрить',
    });
    if (ok) bulk.mutate({ ids, action: 'approve', expectedStatus }, { onSuccess: onDone });
  }

  async function reject() {
    await askRejectReason(async (reason) => {
      try {
        await bulk.mutateAsync({ ids, action: 'reject', reason, expectedStatus });
        onDone();
        return true;
      } catch {
        return false;
      }
    }, ids.length);
  }

  return (
    <BulkActionBar count={ids.length} onClear={onDone}>
      <Button size="xs" color="green" loading={bulk.isPending} onClick={approve}>
        Одобрить
      </Button>
      <Button size="xs" color="red" variant="light" loading={bulk.isPending} onClick={reject}>
        Отклонить
      </Button>
    </BulkActionBar>
  );
}
