import { getRouteApi } from '@tanstack/react-router';
import { DataTable } from '@/shared/table/DataTable';
import { useListPage } from '@/shared/table/useListPage';
import { useKeyboardQueue, type QueueAction } from '@/shared/table/useKeyboardQueue';
import { PageHeader } from '@/shared/ui/PageHeader';
import { commentsListQueryOptions, useCommentVisibility } from './api';
import { CommentBulkActions } from './CommentBulkActions';
import { commentColumns } from './columns';
import { CommentsFilters } from './CommentsFilters';
import type { Comment } from '@/contract/comments';
import { commentsList } from './search';

const route = getRouteApi('/_authenticated/moderation/comments');
const CRUMBS = [{ label: 'Модерация' }, { label: 'Комментарии' }];

/**
 * The header and the filters are drawn apart from the queue: a key press or a decision re-renders the
 * queue (and in it only the rows that change), never the filter panel.
 */
export function CommentsPage() {
  return (
    <>
      <PageHeader
        title="Комментарии"
        crumbs={CRUMBS}
        description="Все комментарии под видео, новые первыми."
      />
      <CommentsFilters />
      <CommentQueue />
    </>
  );
}

function CommentQueue() {
  const page = useListPage(route, commentsList, commentsListQueryOptions);
  const visibility = useCommentVisibility();

  const actions: QueueAction<Comment>[] = [
    {
      letter: 'H',
      label: 'скрыть',
      unavailable: (row) => (row.status === 'hidden' ? 'Комментарий уже скрыт' : null),
      run: (row, next) => {
        next();
        void visibility.run({ id: row.id, action: 'hide' });
      },
    },
    {
      letter: 'U',
      label: 'показать',
      unavailable: (row) => (row.status === 'visible' ? 'Комментарий не скрыт' : null),
      run: (row, next) => {
        next();
        void visibility.run({ id: row.id, action: 'restore' });
      },
    },
  ];
  const queue = useKeyboardQueue<Comment>({
    rows: page.rows,
    actions,
    onToggleSelect: (row) => page.toggleSelected(row.id),
  });

  return (
    <>
      <DataTable
        label="Комментарии"
        columns={commentColumns}
        {...page.table}
        {...queue.tableProps}
        legend={queue.legend}
        bulkActions={
          <CommentBulkActions
            rows={page.rows}
            selectedIds={page.selectedIds}
            onDone={page.clearSelection}
          />
        }
        onRowClick={(row) => queue.activate(row.id)}
        emptyTitle="Комментарии не найдены"
      />
    </>
  );
}
