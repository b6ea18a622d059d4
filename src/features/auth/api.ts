import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { resendDecisionsAfterLogin } from '@/shared/actions/resend-decisions';
import { tokenPairSchema } from '@/shared/api/schemas';
import { selfQueryOptions } from '@/shared/api/self';
import { storeTokens } from '@/shared/session/tokens';

export interface Credentials {
  email: string;
  password: string;
}

/** SPEC §4 login: store both tokens, then load the own profile; then send what waited (issue 25). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: Credentials) => {
      const tokens = await api.post('auth', tokenPairSchema, credentials);
      storeTokens(tokens);
      return queryClient.fetchQuery(selfQueryOptions());
    },
    // Decisions that could not be sent before the last logout go out now, as this user's.
    onSuccess: (user) => void resendDecisionsAfterLogin(user.id),
  });
}
