import { notificationsStore } from '@mantine/notifications';
import { styleElement } from './style-nonce';

/**
 * The height the notification stack takes at the bottom of the window
 * (docs/product.md#notifications): the keyboard queue's active row keeps that much room below it
 * (`scroll-margin-bottom`) and the page's end can scroll above the stack. When the stack grows over
 * the row the keys are on, the row moves up out from under it. Returns the function that stops
 * watching.
 *
 * The room is written as two rules of a style element of its own, one for the active row and one for
 * the page's main box, not as a custom property on the document: a property changed on the root makes
 * the browser recalculate the style of every element (200–350 ms at 4× CPU on the video queue, inside
 * each decision's paint), a changed rule only the elements it selects.
 */
export function watchNotificationRoom(): () => void {
  const rules = styleElement();
  rules.dataset.notificationRoom = '';
  document.head.append(rules);
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
    rules.textContent = roomRules(room);
    // Only a row the keys moved to (not one the mouse is on): `nearest` does nothing if it is clear.
    if (grew)
      document.querySelector('tr[data-keep-in-view]')?.scrollIntoView?.({ block: 'nearest' });
  }

  // The stack is drawn in a portal once the first notification shows: found again on each change.
  const unsubscribe = notificationsStore.subscribe(() => requestAnimationFrame(measure));
  // The stack loads with its first notification: that one is in the store before this watches it.
  requestAnimationFrame(measure);
  return () => {
    unsubscribe();
    observer.disconnect();
    rules.remove();
  };
}

/**
 * The rules for a stack `room` px high; with none, global.css and the shell's own padding apply. The
 * doubled attribute outranks global.css's rule for the row wherever the sheets stand.
 */
export function roomRules(room: number): string {
  if (room === 0) return '';
  return [
    `tr[data-active][data-active] { scroll-margin-bottom: calc(${room}px + var(--mantine-spacing-xs)); }`,
    `main.mantine-AppShell-main { padding-bottom: calc(var(--app-shell-padding) + max(5.5rem, ${room}px)) !important; }`,
  ].join('\n');
}
