import { expect, vi } from 'vitest';

/**
 * What a test expects said on the console (an error boundary catching a call that failed), recorded
 * instead of printed, for the test to assert on. The console is given back after the test
 * (vi.restoreAllMocks in setup.ts).
 */
export function recordConsole(method: 'error' | 'warn'): unknown[][] {
  return vi.spyOn(console, method).mockImplementation(() => undefined).mock.calls;
}

/**
 * The `console.error` call React makes when a route's error boundary catches the failed call thrown
 * by `component` (the router adds a warning naming the route: `Warning: Error in route match: …`).
 */
export function caughtByBoundary(component: string, message: string): unknown[] {
  return [
    expect.any(String),
    expect.objectContaining({ name: 'ApiError', message }),
    `The above error occurred in the <${component}> component.`,
    expect.stringContaining('CatchBoundary'),
  ];
}

/**
 * What the console was told while a call failed with `message` and the route's boundary caught it:
 * the boundary's report, and at most reports of that same failed call besides (the router logs a
 * route preload that failed on it, when one started meanwhile — a busy machine's order of events),
 * nothing else.
 */
export function expectOnlyTheFailedCall(
  errors: unknown[][],
  component: string,
  message: string,
): void {
  expect(errors).toContainEqual(caughtByBoundary(component, message));
  const sameCall = [expect.objectContaining({ name: 'ApiError', message })];
  for (const error of errors) {
    expect(error).toEqual(error.length === 1 ? sameCall : caughtByBoundary(component, message));
  }
}
