import { CellLine, CellText, columnsFor } from '@/shared/table/columns';
import { RouterAnchor } from '@/shared/ui/links';
import { COMMENT_STATUS_STYLES } from '@/shared/ui/statuses';
import { CommentActions } from './CommentActions';
import type { Comment } from '@/contract/comments';

/** The comment in one line; the whole text on hover and keyboard focus. */
function TextCell({ row }: { row: Pick<Comment, 'text'> }) {
  return <CellLine full={row.text} main={<CellText tabIndex={0}>{row.text}</CellText>} />;
}

function VideoCell({ row }: { row: Pick<Comment, 'video'> }) {
  return (
    <RouterAnchor
      from="/moderation/comments"
      to="."
      search={(previous) => ({ ...previous, videoId: row.video.id, page: 1 })}
      size="sm"
      truncate="end"
      display="block"
      maw={200}
      title="Показать только комментарии к этому видео"
    >
      {row.video.title}
    </RouterAnchor>
  );
}

const col = columnsFor<Comment>();
export const commentColumns = [
  col.custom('text', 'Комментарий', TextCell, { main: true, reads: ['text'] }),
  col.user('author', 'Автор'),
  col.custom('video', 'Видео', VideoCell, { reads: ['video'] }),
  col.count('complaintsCount', 'Жалобы', { sortable: true }),
  col.status('status', 'Статус', COMMENT_STATUS_STYLES, { decisionsOf: 'comments' }),
  col.date('createdAt', 'Написан', { sortable: true }),
  col.actions(CommentActions),
];
