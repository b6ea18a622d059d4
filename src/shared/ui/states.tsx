import { Group, Stack, Text, Title } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import type { LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { RouterButton } from './links';

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack align="center" gap={6} py="xl" c="dimmed">
      <IconMoodEmpty size={36} stroke={1.5} />
      <Text fw={600}>{title}</Text>
      {children}
    </Stack>
  );
}

/** Where a not-found state leads back to: the list the missing record belongs to. */
export interface BackLink {
  to: LinkProps['to'];
  label: string;
}

/** Unknown ids and unknown paths: one quiet state with a way back, never a blank screen. */
export function NotFoundState({
  title = 'Страница не найдена',
  message = 'Такой страницы нет. Возможно, ссылка устарела или в адресе опечатка.',
  back = { to: '/moderation/videos', label: 'К модерации видео' },
}: {
  title?: string;
  message?: string;
  back?: BackLink;
}) {
  return (
    <Stack align="center" gap="sm" py={60} ta="center">
      <Text fz={64} fw={800} c="dimmed" lh={1}>
        404
      </Text>
      {/* It is the whole page: its title is the page's h1. */}
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed" maw={460}>
        {message}
      </Text>
      <Group mt="sm">
        <RouterButton to={back.to} variant="light">
          {back.label}
        </RouterButton>
      </Group>
    </Stack>
  );
}

/** The router's default for unmatched routes and `notFound()` without a route-specific state. */
export function DefaultNotFound() {
  return <NotFoundState />;
}
