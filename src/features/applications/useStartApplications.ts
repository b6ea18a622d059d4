import { useQueryClient } from '@tanstack/react-query';
import type { ApplicationsSearch } from './search';

/** «Начать» (and `J` past the last row) on the applications: start-applications.ts, loaded on first use. */
export function useStartApplications(search: ApplicationsSearch, show: (id: number) => void) {
  const queryClient = useQueryClient();
  return () =>
    import('./start-applications').then((start) =>
      start.startApplications(queryClient, search, show),
    );
}
