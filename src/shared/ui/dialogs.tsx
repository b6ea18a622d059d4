import { onFirstCall } from '../lib/on-first-call';

/*
 * The questions asked before an action. Every list offers one, none shows one before the user acts:
 * their windows (dialog-windows.tsx, Mantine's modals manager) load with the first one asked.
 */

/** Destructive or mass actions ask first. Resolves true when confirmed. */
export const confirmAction = onFirstCall(() =>
  import('./dialog-windows').then((module) => module.confirmAction),
);

/** «Удалить?» of an entry that may be in use: offers switching it off instead when it is. */
export const askDeleteOrSwitchOff = onFirstCall(() =>
  import('./dialog-windows').then((module) => module.askDeleteOrSwitchOff),
);
