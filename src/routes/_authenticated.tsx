import { createFileRoute, redirect } from '@tanstack/react-router';
import { AppLayout } from '@/features/shell/AppLayout';
import { AppLayoutError } from '@/features/shell/AppLayoutError';
import { decideNavigation, LOGIN_PATH } from '@/shared/session/guard';
import { selfQueryOptions } from '@/shared/session/self';
import { isLoggedIn } from '@/shared/session/tokens';

/** The guard of SPEC §2/§6 for every page but /login; the profile's roles are fetched before deciding. */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: async ({ context, location }) => {
    const loggedIn = isLoggedIn();
    const self = loggedIn ? await context.queryClient.ensureQueryData(selfQueryOptions()) : null;
    const decision = decideNavigation({
      path: location.pathname,
      loggedIn,
      roles: self ? self.roles.map((role) => role.name) : null,
    });
    if (decision.type === 'redirect') {
      throw redirect(
        decision.to === LOGIN_PATH
          ? { to: '/login', search: { redirect: location.href } }
          : { to: decision.to },
      );
    }
  },
  component: AppLayout,
  errorComponent: AppLayoutError,
});
