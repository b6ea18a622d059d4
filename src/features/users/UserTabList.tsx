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

/** One tab of the user card: the user's rows of another area, paged in the tab. */
export function UserTabList({ tab, userId }: { tab: UserTab; userId: number }) {
  switch (tab) {
    case 'videos':
      return (
        <NestedListTable
          label="Видео пользователя"
          path="videos"
          schema={userVideoSchema}
          filter={{ authorId: userId }}
          columns={userVideoColumns}
          emptyTitle="Пользователь ещё не загружал видео"
        />
      );
    case 'comments':
      return (
        <NestedListTable
          label="Комментарии пользователя"
          path="comments"
          schema={userCommentSchema}
          filter={{ authorId: userId }}
          columns={userCommentColumns}
          emptyTitle="Комментариев нет"
        />
      );
    case 'complaints':
      return (
        <NestedListTable
          label="Жалобы на пользователя"
          path="complaints"
          schema={userComplaintSchema}
          filter={{ targetUserId: userId }}
          columns={userComplaintColumns}
          emptyTitle="Жалоб на пользователя нет"
        />
      );
    case 'contributions':
      return (
        <NestedListTable
          label="Взносы пользователя"
          path="finance/contributions"
          schema={userContributionSchema}
          filter={{ userId }}
          columns={userContributionColumns}
          emptyTitle="Взносов нет"
        />
      );
  }
}
