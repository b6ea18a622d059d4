import '@mantine/notifications/styles.layer.css';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { watchNotificationRoom } from './notification-room';
import { NOTIFICATION_TIMEOUT_MS, NOTIFICATIONS_CEILING } from './notify';
import { setOverlaysMounted } from './overlays-ready';

/**
 * Notifications at the bottom, closing after 5000 ms (docs/product.md#notifications); modals opened
 * through `modals.*`. The pointer on a notification keeps that one open, not the whole stack; what
 * comes while the stack is full makes room for itself (notify.ts) instead of waiting in Mantine's
 * queue.
 */
export default function Overlays() {
  // Runs after ModalsProvider's own effects (children first), i.e. once it listens for open requests.
  useEffect(() => {
    setOverlaysMounted(true);
    return () => setOverlaysMounted(false);
  }, []);
  // Rows the keyboard moves to stay clear of the stack (ResizeObserver: not in jsdom).
  useEffect(
    () => (typeof ResizeObserver === 'undefined' ? undefined : watchNotificationRoom()),
    [],
  );
  return (
    <>
      <Notifications
        position="bottom-center"
        autoClose={NOTIFICATION_TIMEOUT_MS}
        limit={NOTIFICATIONS_CEILING}
        pauseResetOnHover="notification"
      />
      <ModalsProvider labels={{ confirm: 'Подтвердить', cancel: 'Отмена' }} />
    </>
  );
}
