import { fireEvent } from '@testing-library/react';

/**
 * A key as a Russian layout sends it: the letter (`key`) differs from the Latin one, the physical key
 * (`code`) is the same. Returns false when a handler kept the browser from its own action.
 */
export function press(
  code: string,
  key = '',
  init: KeyboardEventInit = {},
  target: Element = document.body,
): boolean {
  return fireEvent.keyDown(target, { code, key, ...init });
}
