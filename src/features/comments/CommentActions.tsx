import { ActionIcon, Group } from '@mantine/core';
import { IconEye, IconEyeOff, IconTrash } from '@tabler/icons-react';
import { isAdmin, useSelf } from '@/shared/api/self';
import { HintTooltip } from '@/shared/ui/HintTooltip';
import { useCommentVisibility, useDeleteComment } from './api';
import { confirmDelete } from './comment-dialogs';
import type { Comment } from '@/contract/comments';

/** A row's «Скрыть»/«Показать» and, for administrators, «Удалить». */
export function CommentActions({ row }: { row: Comment }) {
  const visibility = useCommentVisibility();
  const remove = useDeleteComment();
  const admin = isAdmin(useSelf());
  const pending = visibility.isPending(row.id);
  const hidden = row.status === 'hidden';
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <HintTooltip label={hidden ? 'Показать (U)' : 'Скрыть (H)'}>
        <ActionIcon
          variant="light"
          color={hidden ? 'green' : 'orange'}
          disabled={pending}
          aria-label={hidden ? `Показать комментарий №${row.id}` : `Скрыть комментарий №${row.id}`}
          onClick={() => void visibility.run({ id: row.id, action: hidden ? 'restore' : 'hide' })}
        >
          {hidden ? <IconEye size={16} /> : <IconEyeOff size={16} />}
        </ActionIcon>
      </HintTooltip>
      {admin && (
        <HintTooltip label="Удалить">
          <ActionIcon
            variant="light"
            color="red"
            loading={remove.isPending}
            aria-label={`Удалить комментарий №${row.id}`}
            onClick={async () => {
              if (await confirmDelete(1)) remove.mutate(row.id);
            }}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </HintTooltip>
      )}
    </Group>
  );
}
