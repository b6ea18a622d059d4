import { useRouterState } from '@tanstack/react-router';

/**
 * The current list's URL state, to hand to a detail page as router state (`{ fromList }`), so that
 * «decide and next» there follows this list's filters and order.
 */
export function useFromList(): Record<string, unknown> {
  return useRouterState({ select: (state) => state.location.search as Record<string, unknown> });
}
