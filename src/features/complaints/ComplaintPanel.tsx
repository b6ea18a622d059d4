import {
  ActionIcon,
  Alert,
  Avatar,
  Button,
  Divider,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { isNotFound } from '@/shared/api/errors';
import { keys } from '@/shared/api/keys';
import { useClaim } from '@/shared/api/useClaim';
import { formatDateTime, formatCount } from '@/shared/lib/format';
import { ShortcutKey } from '@/shared/lib/shortcuts';
import { ClaimAlert } from '@/shared/ui/claims';
import { RouterAnchor } from '@/shared/ui/links';
import { ErrorState } from '@/shared/ui/states';
import { StatusBadge } from '@/shared/ui/StatusBadge';
import {
  COMMENT_STATUS_STYLES,
  COMPLAINT_STATUS_STYLES,
  USER_STATUS_STYLES,
  VIDEO_STATUS_STYLES,
} from '@/shared/ui/statuses';
import {
  complaintQueryOptions,
  TARGET_TYPE_LABEL,
  USER_HISTORY_SHOWN,
  userComplaintsQueryOptions,
  videoCommentsQueryOptions,
  videoForPanelQueryOptions,
} from './api';
import { blockUnavailable, hideUnavailable, type useComplaintDecisions } from './decisions';
import type { CommentTarget, Complaint, VideoTarget } from '@/contract/complaints';
import { EntityHistory } from '@/shared/audit/EntityHistory';

const ACTION_LABEL = {
  none: 'Без действий',
  hide_content: 'Контент скрыт',
  block_user: 'Автор заблокирован',
} as const;

function VideoInFull({ target }: { target: VideoTarget }) {
  const video = useQuery(videoForPanelQueryOptions(target.id));
  if (video.isPending) return <Loader size="sm" />;
  if (video.error) return <Text size="sm">{video.error.message}</Text>;
  return (
    <Stack gap={6}>
      <video
        src={video.data.videoUrl}
        poster={video.data.previewUrl}
        controls
        preload="none"
        style={{ width: '100%', borderRadius: 8, background: 'black', aspectRatio: '16 / 9' }}
        aria-label={`Видео «${video.data.title}»`}
      />
      <RouterAnchor to="/moderation/videos/$videoId" params={{ videoId: video.data.id }} fw={600}>
        {video.data.title}
      </RouterAnchor>
      <Group gap={6}>
        <StatusBadge status={video.data.status} styles={VIDEO_STATUS_STYLES} />
        {video.data.rejectReason && (
          <Text size="xs" c="red">
            {video.data.rejectReason}
          </Text>
        )}
      </Group>
      {video.data.description && (
        <Text size="sm" lineClamp={6} style={{ whiteSpace: 'pre-line' }}>
          {video.data.description}
        </Text>
      )}
    </Stack>
  );
}

/** The whole comment among the comments just before and after it under the same video. */
function CommentInFull({ target }: { target: CommentTarget }) {
  const thread = useQuery({
    ...videoCommentsQueryOptions(target.video?.id ?? 0),
    enabled: target.video !== null,
  });
  const items = thread.data?.items ?? [];
  const at = items.findIndex((comment) => comment.id === target.id);
  const around = at < 0 ? [] : items.slice(Math.max(0, at - 2), at + 3);
  return (
    <Stack gap={6}>
      {target.video && (
        <Text size="sm">
          К видео{' '}
          <RouterAnchor to="/moderation/videos/$videoId" params={{ videoId: target.video.id }}>
            «{target.video.title}»
          </RouterAnchor>
        </Text>
      )}
      {around.length === 0 ? (
        <Paper withBorder p="xs" radius="sm">
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {target.text}
          </Text>
        </Paper>
      ) : (
        <Stack gap={4} aria-label="Комментарий и соседние">
          {around.map((comment) => {
            const self = comment.id === target.id;
            return (
              <Paper
                key={comment.id}
                withBorder
                p="xs"
                radius="sm"
                bg={self ? 'var(--mantine-color-orange-light)' : undefined}
                opacity={self ? 1 : 0.75}
                aria-current={self || undefined}
              >
                <Group gap={6} mb={2}>
                  <Text size="xs" fw={600}>
                    {comment.author.nickname}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(comment.createdAt)}
                  </Text>
                  {comment.status === 'hidden' && (
                    <StatusBadge status="hidden" styles={COMMENT_STATUS_STYLES} />
                  )}
                </Group>
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {comment.text}
                </Text>
              </Paper>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}

/** The latest complaints about the user: one complaint or a pattern? */
function UserHistory({ userId, currentId }: { userId: number; currentId: number }) {
  const history = useQuery(userComplaintsQueryOptions(userId));
  const others = (history.data?.items ?? [])
    .filter((item) => item.id !== currentId)
    .slice(0, USER_HISTORY_SHOWN);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        Последние жалобы на пользователя
        {history.data && ` (всего ${formatCount(history.data.total)})`}
      </Text>
      {history.isPending ? (
        <Loader size="xs" />
      ) : history.isError ? (
        // A failed request is not «no other complaints».
        <ErrorState
          title="Не удалось загрузить жалобы на пользователя"
          message={history.error.message}
          onRetry={() => void history.refetch()}
        />
      ) : others.length === 0 ? (
        <Text size="sm" c="dimmed">
          Других жалоб нет.
        </Text>
      ) : (
        others.map((item) => (
          <Group key={item.id} gap={6} wrap="nowrap">
            <StatusBadge status={item.status} styles={COMPLAINT_STATUS_STYLES} />
            <Text size="xs" lineClamp={1}>
              {TARGET_TYPE_LABEL[item.targetType]} · {item.reason.title} ·{' '}
              {formatDateTime(item.createdAt)}
            </Text>
          </Group>
        ))
      )}
    </Stack>
  );
}

type DecisionsApi = ReturnType<typeof useComplaintDecisions>;

function Decisions({
  complaint,
  decisions,
  onDecided,
}: {
  complaint: Complaint;
  decisions: DecisionsApi;
  onDecided: () => void;
}) {
  if (complaint.status !== 'new') {
    const resolution = complaint.resolution;
    return (
      <Alert color="gray" title={COMPLAINT_STATUS_STYLES[complaint.status].label}>
        {resolution && (
          <Stack gap={2}>
            <Text size="sm">
              {complaint.status === 'rejected' ? 'Нарушения нет' : ACTION_LABEL[resolution.action]}
              {resolution.note && `: ${resolution.note}`}
            </Text>
            <Text size="xs" c="dimmed">
              {resolution.resolvedBy.nickname}, {formatDateTime(resolution.resolvedAt)}
            </Text>
          </Stack>
        )}
      </Alert>
    );
  }
  const pending = decisions.isPending(complaint.id);
  const hideBlocked = hideUnavailable(complaint);
  const blockBlocked = blockUnavailable(complaint);
  const siblings = complaint.targetComplaints.new - 1;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        Решение
      </Text>
      {siblings > 0 && (
        <Text size="xs" c="dimmed">
          Решение закроет и другие новые жалобы на этот объект: {formatCount(siblings)}.
        </Text>
      )}
      <Group gap="xs">
        <Button
          variant="default"
          disabled={pending}
          onClick={() => void decisions.noViolation(complaint, onDecided)}
          rightSection={<ShortcutKey letter="R" />}
        >
          Нарушения нет
        </Button>
        <Tooltip label={hideBlocked} disabled={!hideBlocked}>
          <Button
            color="orange"
            disabled={pending || Boolean(hideBlocked)}
            onClick={() => void decisions.hideContent(complaint, onDecided)}
            rightSection={<ShortcutKey letter="H" />}
          >
            Скрыть контент
          </Button>
        </Tooltip>
        <Tooltip label={blockBlocked} disabled={!blockBlocked}>
          <Button
            color="red"
            disabled={pending || Boolean(blockBlocked)}
            onClick={() => void decisions.blockAuthor(complaint, onDecided)}
            rightSection={<ShortcutKey letter="B" />}
          >
            Заблокировать автора
          </Button>
        </Tooltip>
        <Button
          variant="subtle"
          disabled={pending}
          onClick={() => void decisions.noAction(complaint, onDecided)}
          rightSection={<ShortcutKey letter="A" />}
        >
          Без действий
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The complaint open beside the queue (its id in the URL): the target in full and the decision. Not a
 * modal: the queue's keys keep working while it is open, and it follows the keyboard's row.
 */
export function ComplaintPanel({
  id,
  row,
  decisions,
  onDecided,
  onClose,
}: {
  id: number;
  row: Complaint | undefined;
  decisions: DecisionsApi;
  /** The decision has left: the queue moves on from this complaint. */
  onDecided: (id: number) => void;
  onClose: () => void;
}) {
  const query = useQuery({ ...complaintQueryOptions(id), placeholderData: row });
  const complaint = query.data;
  const { heldBy } = useClaim({
    queue: 'complaints',
    id,
    waiting: complaint?.status === 'new',
    keys: keys.complaints,
    claim: complaint?.claim,
  });
  return (
    <Paper
      component="aside"
      aria-label="Жалоба"
      withBorder
      shadow="md"
      radius={0}
      pos="fixed"
      top="var(--app-shell-header-offset, 0rem)"
      right={0}
      bottom={0}
      w={{ base: '100%', sm: 440 }}
      style={{ zIndex: 150 }}
    >
      <ScrollArea h="100%" p="md">
        <Group justify="space-between" mb="sm" wrap="nowrap">
          <Title order={2} size="h4">
            Жалоба №{id}
          </Title>
          <Tooltip label="Закрыть (Esc)">
            <ActionIcon variant="subtle" color="gray" aria-label="Закрыть" onClick={onClose}>
              <IconX size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
        {!complaint ? (
          query.error ? (
            <Text size="sm">
              {isNotFound(query.error) ? 'Жалоба не найдена.' : query.error.message}
            </Text>
          ) : (
            <Loader size="sm" />
          )
        ) : (
          <Stack gap="md">
            <Stack gap={4}>
              <Group gap={6}>
                <StatusBadge status={complaint.status} styles={COMPLAINT_STATUS_STYLES} />
                <Text size="sm" fw={600}>
                  {complaint.reason.title}
                </Text>
              </Group>
              {complaint.text && (
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {complaint.text}
                </Text>
              )}
              <Group gap={6}>
                <Avatar src={complaint.reporter.avatarUrl} size={20} radius="xl" alt="" />
                <Text size="xs" c="dimmed">
                  {complaint.reporter.nickname}, {formatDateTime(complaint.createdAt)}
                </Text>
              </Group>
            </Stack>
            <ClaimAlert heldBy={heldBy} />
            <Decisions
              complaint={complaint}
              decisions={decisions}
              onDecided={() => onDecided(complaint.id)}
            />
            <Divider />
            <Stack gap="xs">
              <Text size="sm" fw={600}>
                {TARGET_TYPE_LABEL[complaint.targetType]} · жалоб на объект:{' '}
                {formatCount(complaint.targetComplaints.total)}
              </Text>
              {complaint.targetType === 'video' && (
                <VideoInFull target={complaint.target as VideoTarget} />
              )}
              {complaint.targetType === 'comment' && (
                <CommentInFull target={complaint.target as CommentTarget} />
              )}
              <Group gap="xs" wrap="nowrap">
                <Avatar src={complaint.targetUser.avatarUrl} size={36} radius="xl" alt="" />
                <Stack gap={2}>
                  <RouterAnchor
                    to="/users/$userId"
                    params={{ userId: complaint.targetUser.id }}
                    size="sm"
                    fw={600}
                  >
                    {complaint.targetUser.nickname}
                  </RouterAnchor>
                  <StatusBadge status={complaint.targetUser.status} styles={USER_STATUS_STYLES} />
                </Stack>
              </Group>
              <UserHistory userId={complaint.targetUser.id} currentId={complaint.id} />
            </Stack>
            <Divider />
            <EntityHistory entityType="complaint" entityId={complaint.id} framed={false} />
          </Stack>
        )}
      </ScrollArea>
    </Paper>
  );
}
