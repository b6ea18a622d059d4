import { Button } from '@mantine/core';
import { BulkActionBar } from '@/shared/table/BulkActionBar';
import { heldNotice } from '@/shared/ui/claims';
import { confirmAction } from '@/shared/ui/dialogs';
import { useBulkModerateVideos } from './video-changes';
import { askRejectReason } from './ask-reject-reason';
import type { Video, VideoStatus } from '@/contract/videos';

/**
 * The status every selected video had on screen, when they all share one (and all are on this page):
 * the bulk call then skips those somebody else decided meanwhile.
 */
function sharedStatus(rows: Video[] | undefined, ids: number[]): VideoStatus | undefined {
  const statuses = new Set(ids.map((id) => rows?.find((video) => video.id === id)?.status));
  const [status] = statuses;
  return statuses.size === 1 ? status : undefined;
}

/** Approve or reject the selected videos at once; the selection is cleared when it has worked. */
export default function VideoBulkActions({
  ids,
  rows,
  heldByOther,
  onDone,
}: {
  ids: number[];
  /** The list's rows on screen. */
  rows: Video[] | undefined;
  /** Whether another moderator is on a video: the question says how many of the selected are. */
  heldByOther: (video: Video) => boolean;
  onDone: () => void;
}) {
  const expectedStatus = sharedStatus(rows, ids);
  const held = rows?.filter((video) => ids.includes(video.id) && heldByOther(video)).length ?? 0;
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
