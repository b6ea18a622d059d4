import type { ErrorComponentProps } from '@tanstack/react-router';
import { RouteError } from '@/shared/ui/RouteError';
import { AppFrame } from './AppLayout';

/**
 * The authenticated layout itself failed (the profile did not load, e.g. a 5xx on a full reload):
 * the shell's frame stays, with what failed and `Повторить`, instead of a bare banner.
 */
export function AppLayoutError(props: ErrorComponentProps) {
  return (
    <AppFrame>
      <RouteError {...props} />
    </AppFrame>
  );
}
