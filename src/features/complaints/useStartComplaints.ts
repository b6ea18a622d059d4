import { useQueryClient } from '@tanstack/react-query';
import type { ComplaintsSearch } from './search';

/** «Начать» (and `J` past the last row) on the complaints: start-complaints.ts, loaded on first use. */
export function useStartComplaints(search: ComplaintsSearch, open: (id: number) => void) {
  const queryClient = useQueryClient();
  return () =>
    import('./start-complaints').then((start) => start.startComplaints(queryClient, search, open));
}
