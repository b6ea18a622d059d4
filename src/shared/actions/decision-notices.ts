/*
 * The notices of decisions that did not stand (docs/product.md#undo): one per kind, counting them.
 */

/** Decisions that failed to go out after their tries (no answer, 5xx): listed in the bar. */
export const UNSENT_KIND = 'decisions-unsent';

/** Decisions the server refused (4xx: a colleague decided first, the item is gone). */
export const REFUSED_KIND = 'decisions-refused';

export const unsentHeading = (count: number) => `Не отправлено: ${count}`;

export const refusedHeading = (count: number) => `Решения не приняты: ${count}`;
