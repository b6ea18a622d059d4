import { onFirstCall } from '../lib/on-first-call';

/**
 * `askReason` (askReason.tsx) loaded on its first call: the dialog, its form and its field stay out of
 * the pages that offer a decision until one is made. Import it from here.
 */
export const askReason = onFirstCall(() =>
  import('./askReason').then((module) => module.askReason),
);
