import { Button } from '@mantine/core';
import { isAdmin, useSelf } from '@/shared/api/self';
import { BulkActionBar } from '@/shared/table/BulkActionBar';
import { useBulkComments, type BulkAction } from './api';
import { confirmDelete, confirmVisibility } from './comment-dialogs';
import type { Comment } from '@/contract/comments';

/** Hide, show or delete the ticked comments (each after a confirmation). */
export function CommentBulkActions({
  rows,
  selectedIds,
  onDone,
}: {
  rows: Comment[] | undefined;
  selectedIds: number[];
  onDone: () => void;
}) {
  const admin = isAdmin(useSelf());
  const bulk = useBulkComments();
  // Hiding a hidden comment (or showing a visible one) changes nothing: such ticks are not sent
  // and not counted. The selection is of rows on screen, so their statuses are known.
  const selected = (rows ?? []).filter((row) => selectedIds.includes(row.id));
  const changedBy = (action: 'hide' | 'restore') =>
    selected
      .filter((row) => row.status === (action === 'hide' ? 'visible' : 'hidden'))
      .map((row) => row.id);

  async function runBulk(action: BulkAction) {
    const ids = action === 'delete' ? selectedIds : changedBy(action);
    const confirmed =
      action === 'delete'
        ? await confirmDelete(ids.length)
        : await confirmVisibility(action, ids.length, selectedIds.length - ids.length);
    if (confirmed) bulk.mutate({ ids, action }, { onSuccess: onDone });
  }

  return (
    <BulkActionBar count={selectedIds.length} onClear={onDone}>
      <Button
        size="xs"
        color="orange"
        loading={bulk.isPending}
        disabled={changedBy('hide').length === 0}
        onClick={() => runBulk('hide')}
      >
        Скрыть
      </Button>
      <Button
        size="xs"
        variant="light"
        color="green"
        loading={bulk.isPending}
        disabled={changedBy('restore').length === 0}
        onClick={() => runBulk('restore')}
      >
        Показать
      </Button>
      {admin && (
        <Button
          size="xs"
          variant="light"
          color="red"
          loading={bulk.isPending}
          onClick={() => runBulk('delete')}
        >
          Удалить
        </Button>
      )}
    </BulkActionBar>
  );
}
