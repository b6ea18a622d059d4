import { notificationsStore } from '@mantine/notifications';

/**
 * The height the notification stack takes at the bottom of the window (SPEC §9 keeps it there), as
 * the CSS variable `--notifications-room` on the document: the keyboard queue's active row keeps
 * that much room below it (`scroll-margin-bottom`, global.css) and the page's end can scroll above
 * the stack. When the stack grows over the row the keys are on, the row moves up out from under it.
 * Returns the function that stops watching.
 */
export function watchNotificationRoom(): () => void {
  const root = document.documentElement;
  let observed: Element | null = null;
  let room = 0;
  const observer = new ResizeObserver(() => measure());

  function measure() {
    const stack = document.querySelector(
      '.mantine-Notifications-root[data-position="bottom-center"]',
    );
    if (stack !== observed) {
      if (observed) observer.unobserve(observed);
      if (stack) observer.observe(stack);
      observed = stack;
    }
    const next =
      stack && stack.childElementCount > 0
        ? Math.max(0, Math.ceil(window.innerHeight - stack.getBoundingClientRect().top))
        : 0;
    if (next === room) return;
    const grew = next > room;
    room = next;
    root.style.setProperty('--notifications-room', `${room}px`);
    // Only a row the keys moved to (not one the mouse is on): `nearest` does nothing if it is clear.
    if (grew)
      document.querySelector('tr[data-keep-in-view]')?.scrollIntoView?.({ block: 'nearest' });
  }

  // The stack is drawn in a portal once the first notification shows: found again on each change.
  const unsubscribe = notificationsStore.subscribe(() => requestAnimationFrame(measure));
  return () => {
    unsubscribe();
    observer.disconnect();
    root.style.removeProperty('--notifications-room');
  };
}
