import type { RoleTag } from '@portal/contract';
import type { ReactNode } from 'react';
import { useRoles } from '../../../lib/use-stored';

/** Shows its children only when the session's role list holds `tag` (spec 6). */
export function Can({ tag, children }: { tag: RoleTag; children: ReactNode }) {
  const roles = useRoles();
  return roles.includes(tag) ? children : null;
}
