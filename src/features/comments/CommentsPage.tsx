import { ActionIcon, Badge, Button, Checkbox, CloseButton, Group, Stack } from '@mantine/core';
import { IconEye, IconEyeOff, IconTrash } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { isAdmin, useSelf } from '@/shared/api/self';
import { HintTooltip } from '@/shared/ui/HintTooltip';
import { columnsFor } from '@/shared/table/columns';
import { BulkActionBar } from '@/shared/table/BulkActionBar';
import { DataTable } from '@/shared/table/DataTable';
import { EnumFilter } from '@/shared/table/filters';
import { ListFilters } from '@/shared/table/ListFilters';
import { useListPage } from '@/shared/table/useListPage';
import {
  ShortcutLegend,
  useKeyboardQueue,
  type QueueAction,
} from '@/shared/table/useKeyboardQueue';
import { confirmAction } from '@/shared/ui/dialogs';
import { ExpandableText } from '@/shared/ui/ExpandableText';
import { RouterAnchor } from '@/shared/ui/links';
import { PageHeader } from '@/shared/ui/PageHeader';
import { UserPicker } from '@/shared/ui/UserPicker';
import { COMMENT_STATUS_STYLES } from '@/shared/ui/statuses';
import {
  commentsListQueryOptions,
  useBulkComments,
  useCommentVisibility,
  useDeleteComment,
  type BulkAction,
} from './api';
import type { Comment } from '@/contract/comments';
import { commentsList } from './search';

const route = getRouteApi('/_authenticated/moderation/comments');

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

function confirmDelete(count: number) {
  return confirmAction({
    title: count > 1 ? `Удалить комментарии: ${count}?` : 'Удалить комментарий?',
    message: 'Комментарии и жалобы на них будут удалены безвозвратно.',
    confirmLabel: 'Удалить',
    danger: true,
  });
}

/** Hide or show the ticked comments: asks first (PRODUCT §8), counting only those it changes. */
function confirmVisibility(action: 'hide' | 'restore', count: number, unchanged: number) {
  const hide = action === 'hide';
  const rest = unchanged
    ? ` ${hide ? 'Уже скрытые' : 'Уже видные'} (${unchanged}) останутся как есть.`
    : '';
  return confirmAction({
    title: hide
      ? count > 1
        ? `Скрыть комментарии: ${count}?`
        : 'Скрыть комментарий?'
      : count > 1
        ? `Показать комментарии: ${count}?`
        : 'Показать комментарий?',
    message: `${
      hide
        ? 'Пользователи перестанут их видеть; вернуть можно кнопкой «Показать».'
        : 'Пользователи снова будут их видеть.'
    }${rest}`,
    confirmLabel: hide ? 'Скрыть' : 'Показать',
  });
}

function RowActions({ row }: { row: Comment }) {
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

const col = columnsFor<Comment>();
const COLUMNS = [
  col.custom('text', 'Комментарий', TextCell),
  col.user('author', 'Автор'),
  col.custom('video', 'Видео', VideoCell),
  col.count('complaintsCount', 'Жалобы', { sortable: true }),
  col.status('status', 'Статус', COMMENT_STATUS_STYLES),
  col.date('createdAt', 'Написан', { sortable: true }),
  col.actions(RowActions),
];

export function CommentsPage() {
  const page = useListPage(route, commentsList, commentsListQueryOptions);
  const { search, change } = page;
  const admin = isAdmin(useSelf());
  const visibility = useCommentVisibility();
  const bulk = useBulkComments();

  const actions: QueueAction<Comment>[] = [
    {
      letter: 'H',
      label: 'скрыть',
      applies: (row) => row.status === 'visible',
      run: (row) => void visibility.run({ id: row.id, action: 'hide' }),
    },
    {
      letter: 'U',
      label: 'показать',
      applies: (row) => row.status === 'hidden',
      run: (row) => void visibility.run({ id: row.id, action: 'restore' }),
    },
  ];
  const queue = useKeyboardQueue<Comment>({
    rows: page.rows,
    actions,
    onToggleSelect: (row) => page.toggleSelected(row.id),
  });

  // Hiding a hidden comment (or showing a visible one) changes nothing: such ticks are not sent
  // and not counted. The selection is of rows on screen, so their statuses are known.
  const selected = (page.rows ?? []).filter((row) => page.selectedIds.includes(row.id));
  const changedBy = (action: 'hide' | 'restore') =>
    selected
      .filter((row) => row.status === (action === 'hide' ? 'visible' : 'hidden'))
      .map((row) => row.id);

  async function runBulk(action: BulkAction) {
    const ids = action === 'delete' ? page.selectedIds : changedBy(action);
    const confirmed =
      action === 'delete'
        ? await confirmDelete(ids.length)
        : await confirmVisibility(action, ids.length, page.selectedIds.length - ids.length);
    if (confirmed) bulk.mutate({ ids, action }, { onSuccess: page.clearSelection });
  }

  return (
    <>
      <PageHeader
        title="Комментарии"
        crumbs={[{ label: 'Модерация' }, { label: 'Комментарии' }]}
        description="Все комментарии под видео, новые первыми."
      />
      <ListFilters list={page} searchPlaceholder="Поиск по тексту комментария">
        <EnumFilter
          label="Статус"
          placeholder="Все статусы"
          width={160}
          labels={{
            visible: COMMENT_STATUS_STYLES.visible.label,
            hidden: COMMENT_STATUS_STYLES.hidden.label,
          }}
          value={search.status}
          onChange={(status) => change({ status })}
        />
        <UserPicker
          label="Автор"
          placeholder="Все авторы"
          value={search.authorId}
          onChange={(authorId) => change({ authorId })}
        />
        <Checkbox
          label="только с жалобами"
          checked={search.hasComplaints === true}
          onChange={(event) =>
            change({ hasComplaints: event.currentTarget.checked ? true : undefined })
          }
        />
        {search.videoId !== undefined && (
          <Badge
            variant="light"
            size="lg"
            rightSection={
              <CloseButton
                size="xs"
                aria-label="Все видео"
                onClick={() => change({ videoId: undefined })}
              />
            }
          >
            Видео №{search.videoId}
          </Badge>
        )}
      </ListFilters>

      <BulkActionBar count={page.selectedIds.length} onClear={page.clearSelection}>
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

      <DataTable
        label="Комментарии"
        // A queue: compact until the user picks another density under a table.
        density="compact"
        columns={COLUMNS}
        {...page.table}
        {...queue.tableProps}
        onRowClick={(row) => queue.activate(row.id)}
        emptyTitle="Комментарии не найдены"
      />
      <ShortcutLegend legend={queue.legend} />
    </>
  );
}
