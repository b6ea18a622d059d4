import type { MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';
import { auditEntityLink, type AuditEntityType } from '@/contract/audit';
import { RouterAnchor } from '@/shared/ui/links';

/** A link to where the panel shows an entity of the audit trail (its page, or its list). */
export function EntityLink({
  type,
  id,
  size,
  onClick,
  children,
}: {
  type: AuditEntityType;
  id: number;
  size: MantineSize;
  onClick?: () => void;
  children: ReactNode;
}) {
  const link = auditEntityLink(type, id);
  return (
    <RouterAnchor
      // Built from the entity at run time: not one of the typed route ids.
      to={link.to as '/'}
      search={link.search as never}
      size={size}
      onClick={onClick}
      style={{ overflowWrap: 'anywhere' }}
    >
      {children}
    </RouterAnchor>
  );
}
