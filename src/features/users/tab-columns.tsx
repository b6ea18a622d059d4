import { Text } from '@mantine/core';
import { columnsFor } from '@/shared/table/columns';
import { RouterAnchor } from '@/shared/ui/links';
import {
  COMMENT_STATUS_STYLES,
  COMPLAINT_STATUS_STYLES,
  CONTRIBUTION_STATUS_STYLES,
  VIDEO_STATUS_STYLES,
} from '@/shared/ui/statuses';
import type { UserComment, UserComplaint, UserContribution, UserVideo } from './tab-schemas';

const TARGET_LABEL = { video: 'Видео', comment: 'Комментарий', user: 'Профиль' } as const;
const CONTRIBUTION_TYPE = { entry_fee: 'Взнос за участие', donation: 'Пожертвование' } as const;

function VideoLink({ id, title }: { id: number; title: string }) {
  return (
    <RouterAnchor to="/moderation/videos/$videoId" params={{ videoId: id }} size="sm">
      {title}
    </RouterAnchor>
  );
}

const video = columnsFor<UserVideo>();
export const userVideoColumns = [
  video.custom('title', 'Видео', ({ row }) => <VideoLink id={row.id} title={row.title} />),
  video.status('status', 'Статус', VIDEO_STATUS_STYLES),
  video.count('views', 'Просмотры', { sortable: true }),
  video.count('complaintsCount', 'Жалобы', { sortable: true }),
  video.date('createdAt', 'Загружено', { sortable: true }),
];

const comment = columnsFor<UserComment>();
export const userCommentColumns = [
  comment.custom('text', 'Комментарий', ({ row }) => (
    <Text size="sm" lineClamp={2} maw={420}>
      {row.text}
    </Text>
  )),
  comment.custom('video', 'К видео', ({ row }) => <VideoLink {...row.video} />),
  comment.status('status', 'Статус', COMMENT_STATUS_STYLES),
  comment.count('complaintsCount', 'Жалобы', { sortable: true }),
  comment.date('createdAt', 'Написан', { sortable: true }),
];

const complaint = columnsFor<UserComplaint>();
export const userComplaintColumns = [
  complaint.labelled('targetType', 'На что', TARGET_LABEL),
  complaint.text('reason.title', 'Причина'),
  complaint.custom('text', 'Текст', ({ row }) => (
    <Text size="sm" lineClamp={2} maw={320}>
      {row.text || '—'}
    </Text>
  )),
  complaint.custom('reporter', 'Пожаловался', ({ row }) => (
    <RouterAnchor to="/users/$userId" params={{ userId: row.reporter.id }} size="sm">
      {row.reporter.nickname}
    </RouterAnchor>
  )),
  complaint.status('status', 'Статус', COMPLAINT_STATUS_STYLES),
  complaint.date('createdAt', 'Дата', { sortable: true }),
];

const contribution = columnsFor<UserContribution>();
export const userContributionColumns = [
  contribution.labelled('type', 'Тип', CONTRIBUTION_TYPE),
  contribution.custom('contest', 'Конкурс', ({ row }) => row.contest?.title ?? '—'),
  contribution.money('amount', 'Сумма', { sortable: true }),
  contribution.status('status', 'Статус', CONTRIBUTION_STATUS_STYLES),
  contribution.date('createdAt', 'Дата', { sortable: true }),
];
