import { createFileRoute, redirect } from '@tanstack/react-router';

/** docs/product.md#routes: `/` redirects to /users. */
export const Route = createFileRoute('/_authenticated/')({
  beforeLoad: () => {
    throw redirect({ to: '/users' });
  },
});
