import { createFileRoute, redirect } from '@tanstack/react-router';

/** SPEC §2: `/` redirects to /users. */
export const Route = createFileRoute('/_authenticated/')({
  beforeLoad: () => {
    throw redirect({ to: '/users' });
  },
});
