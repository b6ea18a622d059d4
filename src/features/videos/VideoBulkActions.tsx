import { Button } from '@mantine/core';
import { BulkActionBar } from '@/shared/table/BulkActionBar';
import { heldNotice } from '@/shared/ui/claims';
import { confirmAction } from '@/shared/ui/dialogs';
import { useBulkModerateVideos } from './video-changes';
import { askRejectReason } from './ask-reject-reason';
import type { VideoStatus } from '@/contract/videos';

/** Approve or reject the selected videos at once; the selection is cleared when it has worked. */
export default function VideoBulkActions({
  ids,
  expectedStatus,
  held = 0,
  onDone,
}: {
  ids: number[];
  /** How many of them other moderators are on now: the question says so. */
  held?: number;
  /** The status the selected videos all had on screen, if one. */
  expectedStatus?: VideoStatus;
  onDone: () => void;
}) {
  const bulk = useBulkModerateVideos();

  async function approve() {
    const ok = await confirmAction({
      title: 'Одобрить выбранные видео?',
      message: `Будет опубликовано видео: ${ids.length}.${heldNotice(held)}`,
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
