import { Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { z } from 'zod';
import { api } from '@/shared/api/client';
import { contestRefSchema } from '@/shared/api/references';
import { isoDate, pageOf, userSummarySchema, type PAGE_SIZES } from '@/shared/api/schemas';
import { formatCompactDateTime, formatCount, formatMoney } from '@/shared/lib/format';
import { DataTable } from '@/shared/table/DataTable';
import { RouterAnchor } from '@/shared/ui/links';
import { StatusBadge } from '@/shared/ui/StatusBadge';
import {
  COMMENT_STATUS_STYLES,
  COMPLAINT_STATUS_STYLES,
  CONTRIBUTION_STATUS_STYLES,
  VIDEO_STATUS_STYLES,
} from '@/shared/ui/statuses';

/** The users area's own view of other areas' rows: only the fields the tabs show. */
const userVideoSchema = z.object({
  id: z.number(),
  title: z.string(),
  status: z.enum(['moderation', 'published', 'rejected']),
  views: z.number(),
  complaintsCount: z.number(),
  createdAt: isoDate,
});
const userCommentSchema = z.object({
  id: z.number(),
  text: z.string(),
  status: z.enum(['visible', 'hidden']),
  video: z.object({ id: z.number(), title: z.string() }),
  complaintsCount: z.number(),
  createdAt: isoDate,
});
const userComplaintSchema = z.object({
  id: z.number(),
  targetType: z.enum(['video', 'comment', 'user']),
  reason: z.object({ id: z.number(), title: z.string() }),
  text: z.string(),
  reporter: userSummarySchema,
  status: z.enum(['new', 'resolved', 'rejected']),
  createdAt: isoDate,
});
const userContributionSchema = z.object({
  id: z.number(),
  contest: z.nullable(contestRefSchema),
  amount: z.number().int(),
  type: z.enum(['entry_fee', 'donation']),
  status: z.enum(['succeeded', 'pending', 'failed', 'refunded']),
  createdAt: isoDate,
});

const TARGET_LABEL = { video: 'Видео', comment: 'Комментарий', user: 'Профиль' } as const;
const CONTRIBUTION_TYPE = { entry_fee: 'Взнос за участие', donation: 'Пожертвование' } as const;

interface TabTableProps<T> {
  label: string;
  path: string;
  schema: z.ZodType<T>;
  filter: Record<string, number>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  emptyTitle: string;
}

/** One paginated tab of the user card; its page and size are local to the tab. */
function TabTable<T extends { id: number }>({
  label,
  path,
  schema,
  filter,
  columns,
  emptyTitle,
}: TabTableProps<T>) {
  const [state, setState] = useState({
    page: 1,
    limit: 10 as (typeof PAGE_SIZES)[number],
    sort: 'createdAt',
    order: 'desc' as 'asc' | 'desc',
  });
  // `schema` is fixed per `path`, which is in the key.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  const query = useQuery({
    queryKey: [path, 'by-user', filter, state],
    queryFn: ({ signal }) =>
      api.get(path, pageOf(schema), { searchParams: { ...filter, ...state }, signal }),
    placeholderData: keepPreviousData,
    meta: { errorShownInPlace: true },
  });
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={query.data?.items}
      total={query.data?.total}
      state={state}
      onStateChange={(patch) => setState((prev) => ({ ...prev, ...patch }))}
      getRowId={(row) => String(row.id)}
      isLoading={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      emptyTitle={emptyTitle}
    />
  );
}

const videoColumn = createColumnHelper<z.infer<typeof userVideoSchema>>();
const videoColumns = [
  videoColumn.accessor('title', {
    header: 'Видео',
    enableSorting: false,
    cell: ({ row }) => (
      <RouterAnchor
        to="/moderation/videos/$videoId"
        params={{ videoId: row.original.id }}
        size="sm"
      >
        {row.original.title}
      </RouterAnchor>
    ),
  }),
  videoColumn.accessor('status', {
    header: 'Статус',
    enableSorting: false,
    cell: ({ getValue }) => <StatusBadge status={getValue()} styles={VIDEO_STATUS_STYLES} />,
  }),
  videoColumn.accessor('views', {
    header: 'Просмотры',
    cell: ({ getValue }) => formatCount(getValue()),
  }),
  videoColumn.accessor('complaintsCount', {
    header: 'Жалобы',
    cell: ({ getValue }) => formatCount(getValue()),
  }),
  videoColumn.accessor('createdAt', {
    header: 'Загружено',
    cell: ({ getValue }) => formatCompactDateTime(getValue()),
  }),
];

const commentColumn = createColumnHelper<z.infer<typeof userCommentSchema>>();
const commentColumns = [
  commentColumn.accessor('text', {
    header: 'Комментарий',
    enableSorting: false,
    cell: ({ getValue }) => (
      <Text size="sm" lineClamp={2} maw={420}>
        {getValue()}
      </Text>
    ),
  }),
  commentColumn.accessor((row) => row.video.title, {
    id: 'video',
    header: 'К видео',
    enableSorting: false,
    cell: ({ row }) => (
      <RouterAnchor
        to="/moderation/videos/$videoId"
        params={{ videoId: row.original.video.id }}
        size="sm"
      >
        {row.original.video.title}
      </RouterAnchor>
    ),
  }),
  commentColumn.accessor('status', {
    header: 'Статус',
    enableSorting: false,
    cell: ({ getValue }) => <StatusBadge status={getValue()} styles={COMMENT_STATUS_STYLES} />,
  }),
  commentColumn.accessor('complaintsCount', {
    header: 'Жалобы',
    cell: ({ getValue }) => formatCount(getValue()),
  }),
  commentColumn.accessor('createdAt', {
    header: 'Написан',
    cell: ({ getValue }) => formatCompactDateTime(getValue()),
  }),
];

const complaintColumn = createColumnHelper<z.infer<typeof userComplaintSchema>>();
const complaintColumns = [
  complaintColumn.accessor('targetType', {
    header: 'На что',
    enableSorting: false,
    cell: ({ getValue }) => TARGET_LABEL[getValue()],
  }),
  complaintColumn.accessor((row) => row.reason.title, {
    id: 'reason',
    header: 'Причина',
    enableSorting: false,
  }),
  complaintColumn.accessor('text', {
    header: 'Текст',
    enableSorting: false,
    cell: ({ getValue }) => (
      <Text size="sm" lineClamp={2} maw={320}>
        {getValue() || '—'}
      </Text>
    ),
  }),
  complaintColumn.accessor((row) => row.reporter.nickname, {
    id: 'reporter',
    header: 'Пожаловался',
    enableSorting: false,
    cell: ({ row }) => (
      <RouterAnchor to="/users/$userId" params={{ userId: row.original.reporter.id }} size="sm">
        {row.original.reporter.nickname}
      </RouterAnchor>
    ),
  }),
  complaintColumn.accessor('status', {
    header: 'Статус',
    enableSorting: false,
    cell: ({ getValue }) => <StatusBadge status={getValue()} styles={COMPLAINT_STATUS_STYLES} />,
  }),
  complaintColumn.accessor('createdAt', {
    header: 'Дата',
    cell: ({ getValue }) => formatCompactDateTime(getValue()),
  }),
];

const contributionColumn = createColumnHelper<z.infer<typeof userContributionSchema>>();
const contributionColumns = [
  contributionColumn.accessor('type', {
    header: 'Тип',
    enableSorting: false,
    cell: ({ getValue }) => CONTRIBUTION_TYPE[getValue()],
  }),
  contributionColumn.accessor((row) => row.contest?.title ?? '—', {
    id: 'contest',
    header: 'Конкурс',
    enableSorting: false,
  }),
  contributionColumn.accessor('amount', {
    header: 'Сумма',
    cell: ({ getValue }) => formatMoney(getValue()),
  }),
  contributionColumn.accessor('status', {
    header: 'Статус',
    enableSorting: false,
    cell: ({ getValue }) => <StatusBadge status={getValue()} styles={CONTRIBUTION_STATUS_STYLES} />,
  }),
  contributionColumn.accessor('createdAt', {
    header: 'Дата',
    cell: ({ getValue }) => formatCompactDateTime(getValue()),
  }),
];

export function UserVideosTab({ userId }: { userId: number }) {
  return (
    <TabTable
      label="Видео пользователя"
      path="videos"
      schema={userVideoSchema}
      filter={{ authorId: userId }}
      columns={videoColumns}
      emptyTitle="Пользователь ещё не загружал видео"
    />
  );
}

export function UserCommentsTab({ userId }: { userId: number }) {
  return (
    <TabTable
      label="Комментарии пользователя"
      path="comments"
      schema={userCommentSchema}
      filter={{ authorId: userId }}
      columns={commentColumns}
      emptyTitle="Комментариев нет"
    />
  );
}

export function UserComplaintsTab({ userId }: { userId: number }) {
  return (
    <TabTable
      label="Жалобы на пользователя"
      path="complaints"
      schema={userComplaintSchema}
      filter={{ targetUserId: userId }}
      columns={complaintColumns}
      emptyTitle="Жалоб на пользователя нет"
    />
  );
}

export function UserContributionsTab({ userId }: { userId: number }) {
  return (
    <TabTable
      label="Взносы пользователя"
      path="finance/contributions"
      schema={userContributionSchema}
      filter={{ userId }}
      columns={contributionColumns}
      emptyTitle="Взносов нет"
    />
  );
}
