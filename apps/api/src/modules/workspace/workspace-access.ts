import { ErrorCode, Messages } from '@portal/contract';
import { AppError } from '../../lib/app-error';
import type { CallerContext } from '../identity/caller-context';
import { customerScope } from '../identity/customer-scope';

/**
 * Who may do what in the workspace (roles-and-brands.md): a designer-type account in a mode with
 * designer_project works on its customers (communicate mode: the preset one only); a customer in
 * customer mode reads their own projects; everyone else gets 25010.
 */
export type WorkspaceAccess =
  | { kind: 'designer'; userId: number; accountType: string; only: number | null }
  | { kind: 'customer'; customerId: number };

export const workspaceAccess = (caller: CallerContext): WorkspaceAccess => {
  if (
    caller.accountType === 'customer' &&
    caller.mode === 'mibd_customer' &&
    caller.userId &&
    caller.roles.includes('designer_project')
  ) {
    return { kind: 'customer', customerId: caller.userId };
  }
  const scope = customerScope(caller);
  return {
    kind: 'designer',
    userId: caller.userId!,
    accountType: caller.accountType!,
    only: scope === 'all' ? null : scope,
  };
};

/** Changes (customers, projects, lines): designer side only; a customer reads (25010). */
export const designerAccess = (caller: CallerContext) => {
  const access = workspaceAccess(caller);
  if (access.kind !== 'designer')
    throw new AppError(ErrorCode.NO_PERMISSION, Messages.noPermission);
  return access;
};
