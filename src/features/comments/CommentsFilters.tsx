import { Badge } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { EnumFilter } from '@/shared/table/filters';
import { ListFilters } from '@/shared/table/ListFilters';
import { SelectionBox } from '@/shared/table/SelectionBox';
import { useListSearch } from '@/shared/table/useListPage';
import { COMMENT_STATUS_STYLES } from '@/shared/ui/statuses';
import { FieldCloseButton } from '@/shared/ui/PlainTextInput';
import { UserPicker } from '@/shared/ui/UserPicker';
import { commentsList } from './search';

const route = getRouteApi('/_authenticated/moderation/comments');
const STATUS_LABELS = {
  visible: COMMENT_STATUS_STYLES.visible.label,
  hidden: COMMENT_STATUS_STYLES.hidden.label,
};

/** The comments' filters, on the URL alone: not drawn again when the rows or the keys change. */
export function CommentsFilters() {
  const list = useListSearch(route, commentsList);
  const { search, change, field } = list;
  return (
    <ListFilters list={list} searchPlaceholder="Поиск по тексту комментария">
      <EnumFilter
        label="Статус"
        placeholder="Все статусы"
        width={160}
        labels={STATUS_LABELS}
        {...field('status')}
      />
      <UserPicker label="Автор" placeholder="Все авторы" {...field('authorId')} />
      <SelectionBox
        labelShown
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
            <FieldCloseButton
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
  );
}
