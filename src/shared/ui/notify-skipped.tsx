import { Stack, Text } from '@mantine/core';
import type { BulkResult } from '../api/schemas';
import { NOTIFICATION_TIMEOUT_MS, showNotice } from './notify';

/**
 * A bulk decision left some items alone (decided by somebody else meanwhile): how many, and each one
 * with the server's reason (`Уже решено: <nickname>, <date>`).
 */
export function notifySkipped(skipped: BulkResult['skipped']): void {
  if (skipped.length === 0) return;
  showNotice({
    color: 'orange',
    title: `Пропущено: ${skipped.length}`,
    message: (
      <Stack gap={2}>
        {skipped.map(({ id, message }) => (
          <Text key={id} size="sm">
            №{id}: {message}
          </Text>
        ))}
      </Stack>
    ),
    autoClose: NOTIFICATION_TIMEOUT_MS * 2,
  });
}
