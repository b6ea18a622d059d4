import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { UserCell } from '@/shared/table/columns';
import { RouterAnchor } from '@/shared/ui/links';
import type { Contest } from './schemas';

/** The finished contest's winner: the user and the winning video. */
export function ContestWinner({ winner }: { winner: NonNullable<Contest['winner']> }) {
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-yellow-light)">
      <Group gap="md" wrap="nowrap">
        <IconTrophy size={32} color="var(--mantine-color-yellow-7)" aria-hidden />
        <Stack gap={4}>
          <Text fw={700}>Победитель</Text>
          <Group gap="xs">
            <UserCell user={winner.user} />
            <Text size="sm">с работой</Text>
            <RouterAnchor
              to="/moderation/videos/$videoId"
              params={{ videoId: winner.video.id }}
              size="sm"
              fw={600}
            >
              «{winner.video.title}»
            </RouterAnchor>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
