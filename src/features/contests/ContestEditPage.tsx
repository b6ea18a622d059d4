import { Alert, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { isAdmin, useSelf } from '@/shared/api/self';
import { RouterButton } from '@/shared/ui/links';
import { PageHeader } from '@/shared/ui/PageHeader';
import { contestQueryOptions } from './api';
import { ContestForm } from './ContestForm';
import { ContestStatusBadge } from './ContestStatusBadge';
import type { Contest } from './schemas';

/**
 * Why the form is not offered: the contest is over, or the user is not an administrator. A
 * moderator may open every /moderation path (docs/product.md#navigation-guard), so the page opens
 * and says so before any field.
 */
function NotEditable({ contest, why }: { contest: Contest; why: string }) {
  return (
    <Alert color="gray" variant="light" title="Редактирование недоступно" icon={<IconLock />}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{why}</Text>
        <RouterButton
          to="/moderation/contests/$contestId"
          params={{ contestId: contest.id }}
          variant="light"
          size="xs"
        >
          К конкурсу
        </RouterButton>
      </Stack>
    </Alert>
  );
}

export function ContestEditPage({ id }: { id: number }) {
  const { data: contest } = useSuspenseQuery(contestQueryOptions(id));
  const admin = isAdmin(useSelf());
  const closed = contest.status === 'finished' || contest.status === 'cancelled';
  return (
    <>
      <PageHeader
        title={`Редактирование: ${contest.title}`}
        crumbs={[
          { label: 'Модерация' },
          { label: 'Конкурсы', to: '/moderation/contests' },
          { label: `№${contest.id}`, to: `/moderation/contests/${contest.id}` },
          { label: 'Редактирование' },
        ]}
        actions={<ContestStatusBadge contest={contest} />}
      />
      {!admin ? (
        <NotEditable contest={contest} why="Конкурсы изменяют только администраторы." />
      ) : closed ? (
        <NotEditable
          contest={contest}
          why={`Конкурс ${contest.status === 'finished' ? 'завершён' : 'отменён'}: его нельзя изменить.`}
        />
      ) : (
        <ContestForm contest={contest} />
      )}
    </>
  );
}
