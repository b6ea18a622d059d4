import { Alert, Badge, Button, Grid, Group, Paper, Stack, Tabs, Title } from '@mantine/core';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { formatCount, formatDate, formatDateTime, formatMoney } from '@/shared/lib/format';
import { isAdmin, useSelf } from '@/shared/api/self';
import { PageHeader } from '@/shared/ui/PageHeader';
import { LabeledValue } from '@/shared/ui/LabeledValue';
import { StatusBadge } from '@/shared/ui/StatusBadge';
import { USER_STATUS_STYLES } from '@/shared/ui/statuses';
import { userQueryOptions } from './api';
import { RolesEditor } from './RolesEditor';
import { UserTabList } from './UserTabList';
import type { UserTab } from './search';
import { useUserBlocking } from './useUserBlocking';
import { EntityHistory } from '@/shared/audit/EntityHistory';
import { UserAvatar } from '@/shared/ui/UserAvatar';

interface UserDetailPageProps {
  userId: number;
  tab: UserTab;
  onTabChange: (tab: UserTab) => void;
}

export function UserDetailPage({ userId, tab, onTabChange }: UserDetailPageProps) {
  const { data: user } = useSuspenseQuery(userQueryOptions(userId));
  const self = useSelf();
  const admin = isAdmin(self);
  const blocking = useUserBlocking();
  const blocked = user.status === 'blocked';
  // Moderators have no contributions tab: fall back to videos if the URL asks for it.
  const activeTab = tab === 'contributions' && !admin ? 'videos' : tab;

  return (
    <>
      <PageHeader
        title={user.nickname}
        crumbs={[{ label: 'Пользователи', to: '/users' }, { label: user.nickname }]}
        actions={
          blocked
            ? blocking.mayUnblock(user) && (
                <Button
                  variant="light"
                  leftSection={<IconLockOpen size={16} />}
                  loading={blocking.pending}
                  onClick={() => void blocking.unblock(user)}
                >
                  Разблокировать
                </Button>
              )
            : blocking.mayBlock(user) && (
                <Button
                  color="red"
                  variant="light"
                  leftSection={<IconLock size={16} />}
                  onClick={() => blocking.block(user)}
                >
                  Заблокировать
                </Button>
              )
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Paper withBorder radius="md" p="lg" h="100%">
            <Group gap="lg" align="flex-start" wrap="nowrap">
              <UserAvatar src={user.avatarUrl} size={72} />
              <Stack gap={6}>
                <Group gap="xs">
                  <Title order={2} size="h3">
                    {user.name}
                  </Title>
                  <StatusBadge status={user.status} styles={USER_STATUS_STYLES} />
                </Group>
                <Group gap={6}>
                  {user.roles.map((role) => (
                    <Badge key={role.id} variant="outline" color="gray" radius="sm">
                      {role.name}
                    </Badge>
                  ))}
                </Group>
              </Stack>
            </Group>
            {blocked && (
              <Alert color="red" variant="light" mt="md" title="Пользователь заблокирован">
                Причина: {user.blockReason ?? '—'}. Срок:{' '}
                {user.blockedUntil ? `до ${formatDateTime(user.blockedUntil)}` : 'бессрочно'}.
              </Alert>
            )}
            {/* The e-mail gets two columns: it is the one long value (read whole, not broken). */}
            <Grid mt="lg" gap="lg">
              <Grid.Col span={{ base: 12, md: 6 }}>
                <LabeledValue label="E-mail">
                  <EmailText email={user.email} />
                </LabeledValue>
              </Grid.Col>
              {[
                ['Баланс', formatMoney(user.balance)],
                ['Видео', formatCount(user.videosCount)],
                ['Жалоб на пользователя', formatCount(user.complaintsCount)],
                ['Регистрация', formatDate(user.createdAt)],
                ['Был в сети', formatDateTime(user.lastSeenAt)],
                ['Номер', `№${user.id}`],
              ].map(([label, value]) => (
                <Grid.Col key={label} span={{ base: 12, xs: 6, md: 3 }}>
                  <LabeledValue label={label!}>{value}</LabeledValue>
                </Grid.Col>
              ))}
            </Grid>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="lg">
            {admin && (
              <RolesEditor key={user.roles.map((r) => r.id).join()} user={user} selfId={self.id} />
            )}
            <EntityHistory entityType="user" entityId={user.id} />
          </Stack>
        </Grid.Col>
      </Grid>

      <Tabs
        value={activeTab}
        onChange={(value) => value && onTabChange(value as UserTab)}
        mt="xl"
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="videos">Видео</Tabs.Tab>
          <Tabs.Tab value="comments">Комментарии</Tabs.Tab>
          <Tabs.Tab value="complaints">Жалобы на пользователя</Tabs.Tab>
          {admin && <Tabs.Tab value="contributions">Взносы</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="videos">
          <UserTabList tab="videos" userId={user.id} />
        </Tabs.Panel>
        <Tabs.Panel value="comments">
          <UserTabList tab="comments" userId={user.id} />
        </Tabs.Panel>
        <Tabs.Panel value="complaints">
          <UserTabList tab="complaints" userId={user.id} />
        </Tabs.Panel>
        {admin && (
          <Tabs.Panel value="contributions">
            <UserTabList tab="contributions" userId={user.id} />
          </Tabs.Panel>
        )}
      </Tabs>
    </>
  );
}

/** An address too long for its line breaks after the «@», not inside a word. */
function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}
