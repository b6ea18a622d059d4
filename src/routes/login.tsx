import { createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import { z } from 'zod';
import { LoginPage } from '@/features/auth/LoginPage';
import { titleHead } from '@/shared/lib/title';
import { decideNavigation, safeRedirectTarget } from '@/shared/session/guard';
import { isLoggedIn } from '@/shared/session/tokens';

export const Route = createFileRoute('/login')({
  validateSearch: z.object({ redirect: z.string().optional().catch(undefined) }),
  beforeLoad: ({ location }) => {
    const decision = decideNavigation({
      path: location.pathname,
      loggedIn: isLoggedIn(),
      roles: null,
    });
    if (decision.type === 'redirect') throw redirect({ to: decision.to });
  },
  head: titleHead('Авторизация'),
  component: LoginRoute,
});

function LoginRoute() {
  const router = useRouter();
  const { redirect: target } = Route.useSearch();
  return (
    <LoginPage
      onLoggedIn={(user) => {
        router.history.push(
          safeRedirectTarget(
            target,
            user.roles.map((role) => role.name),
          ),
        );
      }}
    />
  );
}
