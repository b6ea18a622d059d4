import { createFileRoute, redirect } from '@tanstack/react-router';
import { AppLayout } from '@/features/shell/AppLayout';
import { AppLayoutError } from '@/features/shell/AppLayoutError';
import { decideNavigation, deniedByRole, LOGIN_PATH, mayOpen } from '@/shared/session/guard';
import { sayAdminOnly } from '@/shared/ui/notify';
import { selfQueryOptions } from '@/shared/api/self';
import { fetchMarked } from '@/shared/api/preload';
import { startFetching } from '@/shared/api/route-data';
import { isLoggedIn } from '@/shared/session/tokens';

/**
 * The guard (docs/product.md#navigation-guard) for every page but /login; the profile's roles are
 * fetched before deciding.
 */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: async ({ context, location, preload }) => {
    const loggedIn = isLoggedIn();
    // Where the role decides nothing (/moderation and /user are open to every role), the
    // profile loads beside the page's chunk and data instead of before them; the shell waits for it.
    if (loggedIn && mayOpen(location.pathname, [])) {
      startFetching(context.queryClient, selfQueryOptions(), { preload });
      return;
    }
    const self = loggedIn
      ? await fetchMarked(context.queryClient, selfQueryOptions(), preload, () =>
          context.queryClient.ensureQueryData(selfQueryOptions()),
        )
      : null;
    const roles = self ? self.roles.map((role) => role.name) : null;
    const decision = decideNavigation({ path: location.pathname, loggedIn, roles });
    if (decision.type === 'redirect') {
      // A preload (hovering a link) is no visit: nothing to say then.
      if (roles && !preload && deniedByRole(location.pathname, roles)) sayAdminOnly();
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
