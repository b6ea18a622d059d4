import { createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { LoginPage } from '@/features/auth/LoginPage';
import { decideNavigation, safeRedirectTarget } from '@/shared/session/guard';
import { isLoggedIn } from '@/shared/session/tokens';
import { optionalFilter } from '@/shared/table/list-search';

export const Route = createFileRoute('/login')({
  validateSearch: z.object({ redirect: optionalFilter(z.string()) }),
  beforeLoad: ({ location }) => {
    const decision = decideNavigation({
      path: location.pathname,
      loggedIn: isLoggedIn(),
      roles: null,
    });
    if (decision.type === 'redirect') throw redirect({ to: decision.to });
  },
  staticData: { title: 'Авторизация' },
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
