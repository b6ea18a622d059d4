import type { ColumnDef, RowData } from '@/shared/table/table-model';
import type * as z from 'zod/mini';
import { NestedListTable } from '@/shared/table/NestedListTable';
import type { UserTab } from './search';
import {
  userCommentColumns,
  userComplaintColumns,
  userContributionColumns,
  userVideoColumns,
} from './tab-columns';
import {
  userCommentSchema,
  userComplaintSchema,
  userContributionSchema,
  userVideoSchema,
} from './tab-schemas';

interface TabList<T extends RowData> {
  label: string;
  path: string;
  schema: z.core.$ZodType<T>;
  /** The query parameter that narrows the other area's list to this user. */
  byUser: string;
  columns: ColumnDef<T>[];
  emptyTitle: string;
}

/** Checks one tab's schema against its columns, then forgets the row type (the tabs differ). */
function tabList<T extends { id: number }>(list: TabList<T>) {
  return list as unknown as TabList<{ id: number }>;
}

const TAB_LISTS: Record<UserTab, TabList<{ id: number }>> = {
  videos: tabList({
    label: 'Видео пользователя',
    path: 'videos',
    schema: userVideoSchema,
    byUser: 'authorId',
    columns: userVideoColumns,
    emptyTitle: 'Пользователь ещё не загружал видео',
  }),
  comments: tabList({
    label: 'Комментарии пользователя',
    path: 'comments',
    schema: userCommentSchema,
    byUser: 'authorId',
    columns: userCommentColumns,
    emptyTitle: 'Комментариев нет',
  }),
  complaints: tabList({
    label: 'Жалобы на пользователя',
    path: 'complaints',
    schema: userComplaintSchema,
    byUser: 'targetUserId',
    columns: userComplaintColumns,
    emptyTitle: 'Жалоб на пользователя нет',
  }),
  contributions: tabList({
    label: 'Взносы пользователя',
    path: 'finance/contributions',
    schema: userContributionSchema,
    byUser: 'userId',
    columns: userContributionColumns,
    emptyTitle: 'Взносов нет',
  }),
};

/** One tab of the user card: the user's rows of another area, paged in the tab. */
export function UserTabList({ tab, userId }: { tab: UserTab; userId: number }) {
  const { byUser, ...list } = TAB_LISTS[tab];
  return <NestedListTable key={tab} {...list} filter={{ [byUser]: userId }} />;
}
