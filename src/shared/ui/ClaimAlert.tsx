import { Alert, Text } from '@mantine/core';
import { IconUserSearch } from '@tabler/icons-react';
import { useClaim, type ClaimOptions } from '../api/useClaim';

/**
 * Claims the opened item (`useClaim`) and says when a colleague holds it: `Сейчас проверяет
 * <nickname>`; deciding still works, after a question. A component of its own so that the claim's
 * calls going out and coming back re-render this alert, not the page around it.
 */
export function ClaimAlert(claim: ClaimOptions) {
  const { heldBy } = useClaim(claim);
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
