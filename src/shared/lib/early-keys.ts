/**
 * Keys pressed before the handlers exist. On a busy machine the scripts take seconds to start, and
 * Ctrl+K or a decision key pressed meanwhile went nowhere. A listener set up by index.html before any
 * script loads (vite.config.ts inlines `installEarlyKeys`) keeps them, by `event.code`; each
 * `useShortcuts` takes the ones it handles as it mounts, one per commit (`replayFirstEarlyKey`).
 *
 * It keeps only what no handler took: the page's own keys once their handlers exist are handled as
 * usual and end the keeping, as do a click, a key in a field or on a control, and 20 s. So a key is
 * never replayed on a page the user went to afterwards.
 */

export interface EarlyKey {
  code: string;
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

interface EarlyKeys {
  keys: EarlyKey[];
  close: () => void;
}

declare global {
  interface Window {
    __earlyKeys?: EarlyKeys;
  }
}

/**
 * The listener. Its source is inlined into index.html: it must use nothing from outside its body
 * (no imports, no module constants).
 */
export function installEarlyKeys(): void {
  const keys: EarlyKey[] = [];
  const close = () => {
    removeEventListener('keydown', onKey);
    removeEventListener('pointerdown', close, true);
    keys.length = 0;
  };
  // On window, bubbling: it sees a key after every handler of the page, and a handled key
  // (defaultPrevented) means the handlers exist.
  function onKey(event: KeyboardEvent) {
    if (event.repeat || /^(Control|Shift|Alt|Meta|OS)/.test(event.code)) return;
    const mod = event.ctrlKey || event.metaKey;
    const palette = mod && event.code === 'KeyK';
    const target = event.target;
    const free = !target || target === document.body || target === document.documentElement;
    const pageKey =
      free &&
      !mod &&
      !event.altKey &&
      /^(Key[A-Z]|Digit\d|Arrow(Up|Down|Left|Right)|Enter|Escape|Slash)$/.test(event.code);
    if (event.defaultPrevented || !(palette || pageKey)) {
      close();
      return;
    }
    // The browser's own Ctrl+K (its search field) would take the focus from the page.
    if (palette) event.preventDefault();
    if (keys.length < 20) {
      keys.push({
        code: event.code,
        key: event.key,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        shiftKey: event.shiftKey,
        altKey: event.altKey,
      });
    }
  }
  addEventListener('keydown', onKey);
  addEventListener('pointerdown', close, true);
  setTimeout(close, 20_000);
  window.__earlyKeys = { keys, close };
}

/**
 * Hands the kept keys, in order, to `handle` until it handles one (true), which is gone; says
 * whether one was.
 */
export function replayFirstEarlyKey(handle: (event: KeyboardEvent) => boolean): boolean {
  const early = window.__earlyKeys;
  if (!early) return false;
  for (const key of early.keys) {
    if (handle(new KeyboardEvent('keydown', { ...key, cancelable: true }))) {
      early.keys.splice(early.keys.indexOf(key), 1);
      return true;
    }
  }
  return false;
}
