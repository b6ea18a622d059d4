import { getHotkeyHandler, useHotkeys } from '@mantine/hooks';
import { useEffect, useEffectEvent, useId, useReducer } from 'react';
import { replayFirstEarlyKey } from './early-keys';
import { offerPageActions } from './page-actions';

/**
 * Keyboard shortcuts by physical key (`event.code`): our moderators type on a Russian layout, where
 * the key A sends «ф». `keys` is Mantine's notation: 'A', 'shift+A', 'mod+S'.
 */
export interface Shortcut {
  keys: string;
  run: () => void;
  /** Also while the cursor is in a field (saving with Ctrl+S); other shortcuts never fire while typing. */
  inFields?: boolean;
  /** Named: also listed in the command palette among the actions of the current page. */
  label?: string;
}

/** An open dialog has the keyboard: page shortcuts wait until it closes. */
function dialogOpen(): boolean {
  return document.querySelector('[role="dialog"][aria-modal="true"]') !== null;
}

/**
 * A control the focus is on presses itself with Enter (a button, a link, a menu item): a page's
 * Enter leaves the key to it, and its default (the click) is not prevented.
 */
const PRESSED_BY_ENTER =
  'a[href],button,summary,[role=button],[role=link],[role^=menuitem],[role=option],[role=tab]';

/**
 * Keys the focused element has for itself: Enter on a control, and every key inside a popover's
 * panel (`role="dialog"` without a modal: «Колонки», «Виды»), whose Escape closes only it.
 */
function leftToControl(keys: string, event: KeyboardEvent): boolean {
  const target = event.target instanceof Element ? event.target : document.activeElement;
  if (target?.closest('[role=dialog]:not([aria-modal=true])')) return true;
  return keySpec(keys) === 'enter' && target?.closest(PRESSED_BY_ENTER) != null;
}

function toHotkeys(shortcuts: Shortcut[], onMatch?: () => void) {
  return shortcuts.map(
    ({ keys, run }) =>
      [
        keys,
        (event: KeyboardEvent) => {
          if (leftToControl(keys, event)) return;
          // Taken here, not by Mantine (which prevents every match's default before any check).
          event.preventDefault();
          onMatch?.();
          if (!dialogOpen()) run();
        },
        { usePhysicalKeys: true, preventDefault: false },
      ] as [
        string,
        (event: KeyboardEvent) => void,
        { usePhysicalKeys: boolean; preventDefault: boolean },
      ],
  );
}

/** `shift+A` and `Shift + a` are one key: modifiers sorted, all lower case. */
export function keySpec(keys: string): string {
  const parts = keys
    .toLowerCase()
    .split('+')
    .map((part) => part.trim());
  const key = parts.pop() ?? '';
  return [...parts.sort(), key.replace(/^key(?=[a-z]$)/, '')].join('+');
}

/** Which mounted part holds each key: two parts of one page never answer the same key. */
const heldKeys = new Map<string, string>();

/**
 * Takes `keys` for `owner`; a key another mounted part holds is a mistake in the page (two actions on
 * one key): thrown in development and tests, where it is made, so no test misses it; said in the
 * console of a build, where the page goes on.
 */
function holdKeys(owner: string, keys: string[]): () => void {
  for (const spec of keys) {
    const holder = heldKeys.get(spec);
    if (holder !== undefined && holder !== owner) {
      const message = `Клавиша ${spec} уже занята на этой странице`;
      if (import.meta.env.DEV) throw new Error(message);
      console.error(message);
    }
  }
  for (const spec of keys) heldKeys.set(spec, owner);
  return () => {
    for (const spec of keys) if (heldKeys.get(spec) === owner) heldKeys.delete(spec);
  };
}

export function useShortcuts(shortcuts: Shortcut[]): void {
  const owner = useId();
  const specs = shortcuts.map((shortcut) => keySpec(shortcut.keys)).join(' ');
  useEffect(() => holdKeys(owner, specs.split(' ').filter(Boolean)), [owner, specs]);
  useEffect(() => {
    offerPageActions(
      owner,
      shortcuts.flatMap(({ keys, run, label }) => (label ? [{ keys, run, label }] : [])),
    );
  });
  useEffect(() => () => offerPageActions(owner, []), [owner]);
  useHotkeys(toHotkeys(shortcuts.filter((shortcut) => !shortcut.inFields)));
  // No tags ignored: these work inside inputs and text areas too (and keep the browser's own
  // «Save page as» dialog away from Ctrl+S).
  useHotkeys(toHotkeys(shortcuts.filter((shortcut) => shortcut.inFields)), []);
  // Keys pressed before these handlers existed (the page was starting): theirs, in order, one per
  // commit, so each sees the state the one before left (J then Enter opens the row J moved to).
  const [replays, replayed] = useReducer((count: number) => count + 1, 0);
  const replay = useEffectEvent(() => {
    const handledOne = replayFirstEarlyKey((event) => {
      let handled = false;
      getHotkeyHandler(toHotkeys(shortcuts, () => (handled = true)))(event);
      return handled;
    });
    if (handledOne) replayed();
  });
  useEffect(() => replay(), [replays]);
}

/** The Russian (ЙЦУКЕН) letter on the same physical key as a Latin (QWERTY) one. */
// prettier-ignore
const RUSSIAN_ON_KEY: Record<string, string> = {
  Q: 'Й', W: 'Ц', E: 'У', R: 'К', T: 'Е', Y: 'Н', U: 'Г', I: 'Ш', O: 'Щ', P: 'З',
  A: 'Ф', S: 'Ы', D: 'В', F: 'А', G: 'П', H: 'Р', J: 'О', K: 'Л', L: 'Д',
  Z: 'Я', X: 'Ч', C: 'С', V: 'М', B: 'И', N: 'Т', M: 'Ь',
  ',': 'Б', '.': 'Ю', '<': 'Б', '>': 'Ю',
};

/** «A / Ф»: the key as printed on a Russian keyboard, both letters. */
export function keyLabel(letter: string): string {
  const russian = RUSSIAN_ON_KEY[letter.toUpperCase()];
  return russian ? `${letter.toUpperCase()} / ${russian}` : letter;
}
