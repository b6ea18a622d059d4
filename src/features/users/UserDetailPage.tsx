import { Avatar, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { formatCount, formatDate, formatDateTime, formatMoney } from '@/shared/lib/format';
import { PageHeader } from '@/shared/ui/PageHeader';
import { userQueryOptions } from './api';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Stack>
  );
}

export function UserDetailPage({ userId }: { userId: number }) {
  const { data: user } = useSuspenseQuery(userQueryOptions(userId));
  const blocked = user.status === 'blocked';
  return (
    <>
      <PageHeader
        title={user.nickname}
        crumbs={[{ label: 'Пользователи', to: '/users' }, { label: user.nickname }]}
      />
      <Paper withBorder radius="md" p="lg">
        <Group gap="lg" align="flex-start" wrap="nowrap">
          <Avatar src={user.avatarUrl} size={72} radius="xl" alt="" />
          <Stack gap={6}>
            <Group gap="xs">
              <Title order={3}>{user.name}</Title>
              <Badge color={blocked ? 'red' : 'green'} variant="light">
                {blocked ? 'Заблокирован' : 'Активен'}
              </Badge>
            </Group>
            <Text c="dimmed" size="sm">
              {user.roles.map((role) => role.name).join(', ')}
            </Text>
            {blocked && (
              <Text size="sm" c="red">
                Причина блокировки: {user.blockReason ?? '—'}; до{' '}
                {user.blockedUntil ? formatDateTime(user.blockedUntil) : 'бессрочно'}
              </Text>
            )}
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} mt="lg" spacing="lg">
          <Field label="E-mail" value={user.email} />
          <Field label="Баланс" value={formatMoney(user.balance)} />
          <Field label="Видео" value={formatCount(user.videosCount)} />
          <Field label="Жалоб на пользователя" value={formatCount(user.complaintsCount)} />
          <Field label="Регистрация" value={formatDate(user.createdAt)} />
          <Field label="Был в сети" value={formatDateTime(user.lastSeenAt)} />
        </SimpleGrid>
      </Paper>
    </>
  );
}
