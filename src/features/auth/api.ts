import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tokenPairSchema } from '@/shared/api/schemas';
import { selfQueryOptions } from '@/shared/api/self';
import { apiOf, sessionOf } from '@/shared/api/session';
import { storeTokens } from '@/shared/session/tokens';

export interface Credentials {
  email: string;
  password: string;
}

/**
 * Logging in (docs/api.md): store both tokens, then load the own profile; then send the decisions
 * that waited. The resending arrives with «Войти», not with the form's first paint.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: Credentials) => {
      const tokens = await apiOf(queryClient).post('auth', tokenPairSchema, credentials);
      storeTokens(tokens);
      return queryClient.fetchQuery(selfQueryOptions());
    },
    // Decisions that could not be sent before the last logout go out now, as this user's.
    onSuccess: (user) =>
      void import('@/shared/actions/resend-decisions').then((module) =>
        module.resendDecisionsAfterLogin(sessionOf(queryClient), user.id),
      ),
  });
}
