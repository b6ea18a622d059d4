import { Button } from '@mantine/core';
import { useState } from 'react';

/**
 * «Начать»: the server hands this moderator the next item of the queue (the page's `start`, whose
 * code is loaded on the first press); busy until it is open.
 */
export function StartQueueButton({ start }: { start: () => Promise<unknown> }) {
  const [busy, setBusy] = useState(false);
  const press = async () => {
    setBusy(true);
    try {
      await start();
    } catch {
      // The failure has been shown (the query cache's notification).
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" loading={busy} onClick={() => void press()}>
      Начать
    </Button>
  );
}
