import { Alert, Text } from '@mantine/core';
import { IconUserSearch } from '@tabler/icons-react';

/** On the opened item: `Сейчас проверяет <nickname>`; deciding still works, after a question. */
export function ClaimAlert({ heldBy }: { heldBy: string | null }) {
  if (!heldBy) return null;
  return (
    <Alert color="orange" icon={<IconUserSearch size={18} />} role="alert">
      <Text size="sm" fw={600}>
        {heldBy}
      </Text>
      <Text size="xs">Решение можно принять, но сначала договоритесь с коллегой.</Text>
    </Alert>
  );
}
