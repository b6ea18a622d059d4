import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { HOME_PATH } from '@/shared/session/guard';
import { sayAdminOnly } from '@/shared/ui/notify';
import { isAdmin, selfQueryOptions } from '@/shared/api/self';

/**
 * Administrator-only pages (finance). The parent guard already refuses them to other roles; this
 * keeps it local.
 */
export const Route = createFileRoute('/_authenticated/_admin')({
  beforeLoad: async ({ context, preload }) => {
    const self = await context.queryClient.ensureQueryData(selfQueryOptions());
    if (!isAdmin(self)) {
      if (!preload) sayAdminOnly();
      throw redirect({ to: HOME_PATH });
    }
  },
  component: Outlet,
});
