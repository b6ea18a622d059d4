import { Stack } from '@mantine/core';
import { columnsFor } from '@/shared/table/columns';
import { ExpandableText } from '@/shared/ui/ExpandableText';
import { RouterAnchor } from '@/shared/ui/links';
import { COMMENT_STATUS_STYLES } from '@/shared/ui/statuses';
import { CommentActions } from './CommentActions';
import type { Comment } from '@/contract/comments';

function TextCell({ row }: { row: Comment }) {
  return (
    <Stack maw={420}>
      <ExpandableText>{row.text}</ExpandableText>
    </Stack>
  );
}

function VideoCell({ row }: { row: Comment }) {
  return (
    <RouterAnchor
      from="/moderation/comments"
      to="."
      search={(previous) => ({ ...previous, videoId: row.video.id, page: 1 })}
      size="sm"
      lineClamp={2}
      maw={220}
      title="Показать только комментарии к этому видео"
    >
      {row.video.title}
    </RouterAnchor>
  );
}

const col = columnsFor<Comment>();
export const commentColumns = [
  col.custom('text', 'Комментарий', TextCell),
  col.user('author', 'Автор'),
  col.custom('video', 'Видео', VideoCell),
  col.count('complaintsCount', 'Жалобы', { sortable: true }),
  col.status('status', 'Статус', COMMENT_STATUS_STYLES, { decisionsOf: 'comments' }),
  col.date('createdAt', 'Написан', { sortable: true }),
  col.actions(CommentActions),
];
