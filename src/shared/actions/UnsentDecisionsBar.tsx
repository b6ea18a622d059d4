import { Button, Group, Paper, Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useSession } from '../api/session';
import { itemName } from '../api/unsent-decisions';
import type { UnsentCall } from '../api/unsent-storage';
import { confirmAction } from '../ui/dialogs';
import { dropFailedDecisions, resendDecisions } from './resend-decisions';

/** How many items the bar names before «и ещё N». */
const NAMED = 4;

function itemsText(failed: readonly UnsentCall[]): string {
  const names = failed.slice(0, NAMED).map(itemName).join(', ');
  return failed.length > NAMED ? `${names} и ещё ${failed.length - NAMED}` : names;
}

/**
 * The one lasting word about decisions that failed to go out after their retries: how many, which,
 * `Повторить все` (each sent once more) and `Не отправлять` (dropped, after a question). It stays
 * until none is left; the items are marked where they are shown meanwhile (UnsentMark).
 */
export default function UnsentDecisionsBar({
  userId,
  failed,
}: {
  userId: number | undefined;
  failed: readonly UnsentCall[];
}) {
  const session = useSession();
  const [sending, setSending] = useState(false);
  const retryAll = async () => {
    setSending(true);
    try {
      await resendDecisions(session, userId, true);
    } finally {
      setSending(false);
    }
  };
  const drop = async () => {
    const confirmed = await confirmAction({
      title: 'Не отправлять решения?',
      message: `Решения не дойдут до сервера: ${itemsText(failed)}. Элементы останутся такими, какие они на сервере.`,
      confirmLabel: 'Не отправлять',
      danger: true,
    });
    if (confirmed) dropFailedDecisions(session, userId);
  };
  return (
    <Paper
      component="section"
      aria-label="Неотправленные решения"
      withBorder
      radius="md"
      p="xs"
      pl="sm"
      mb="md"
      bd="1px solid var(--mantine-color-red-outline)"
      shadow="sm"
      style={{
        // Sticks under the header while the page scrolls; opaque, so rows never show through.
        position: 'sticky',
        top: 'var(--app-shell-header-offset, 60px)',
        zIndex: 3,
        background:
          'linear-gradient(var(--mantine-color-red-light), var(--mantine-color-red-light)), var(--mantine-color-body)',
      }}
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <IconCloudOff size={18} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" role="status" miw={0}>
            <Text span fw={700} inherit>
              Не отправлено: {failed.length}
            </Text>{' '}
            <Text span c="dimmed" size="xs">
              {itemsText(failed)}
            </Text>
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Button size="compact-sm" color="red" loading={sending} onClick={() => void retryAll()}>
            Повторить все
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="gray"
            disabled={sending}
            onClick={() => void drop()}
          >
            Не отправлять
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
