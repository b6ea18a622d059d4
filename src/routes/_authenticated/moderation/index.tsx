import { createFileRoute, redirect } from '@tanstack/react-router';

/** docs/product.md#routes: `/moderation` redirects to /moderation/videos. */
export const Route = createFileRoute('/_authenticated/moderation/')({
  beforeLoad: () => {
    throw redirect({ to: '/moderation/videos' });
  },
});
