import { ErrorCode, Messages, type Mode } from '@portal/contract';
import { AppError } from '../../lib/app-error';
import type { CallerContext } from './caller-context';

/** Ours (the spec words none): communicate mode asked for without naming a customer. */
export const CHOOSE_CUSTOMER_MESSAGE =
  'customer_id: Please choose one of your customers for communicate mode';

/** Account types that have customers of their own (sub-accounts: their parent's). */
const DESIGNER_TYPES: readonly string[] = [
  'designer',
  'sub_account',
  'dealer',
  'client_agent',
  'staff',
];

/**
 * Which of the caller's customers a call may show (roles-and-brands.md): none in modes without
 * designer_project (browsing is safe to show a client, so it hides them: 25010), only the preset
 * one in communicate mode, all of them in designer mode.
 */
export const customerScope = (caller: CallerContext): 'all' | number => {
  if (
    !caller.userId ||
    !caller.accountType ||
    !DESIGNER_TYPES.includes(caller.accountType) ||
    !caller.roles.includes('designer_project')
  ) {
    throw new AppError(ErrorCode.NO_PERMISSION, Messages.noPermission);
  }
  if (caller.mode !== 'mibd_communicate') return 'all';
  // resolve() never lets a communicate session through without an owned customer.
  if (!caller.customerId) throw new AppError(ErrorCode.NO_PERMISSION, Messages.noPermission);
  return caller.customerId;
};

/**
 * The mode a session really has: communicate mode whose customer is missing or no longer the
 * designer's falls back to the account's first mode (browsing), which grants neither cart nor
 * projects. Null when the stored mode stands.
 */
export const fallbackMode = (
  session: { mode: Mode; customer_id: number | null; customer_owned: boolean },
  firstMode: Mode,
): Mode | null =>
  session.mode === 'mibd_communicate' && (!session.customer_id || !session.customer_owned)
    ? firstMode
    : null;
