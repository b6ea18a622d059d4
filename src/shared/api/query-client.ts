import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The ky client already renews tokens and reports errors; blind retries would repeat notifications.
        retry: false,
        staleTime: 30_000,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's one cache; logout clears it. */
export const queryClient = createQueryClient();
