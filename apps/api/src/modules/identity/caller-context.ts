import {
  ErrorCode,
  Messages,
  type Mode,
  type RoleTag,
  rolesFor,
  VISITOR_MODE,
} from '@portal/contract';
import { AppError } from '../../lib/app-error';
import type { AccountType } from './users.repository';

/**
 * Who is calling, as far as permissions go. Services take this, never raw headers; the
 * `request-session` plugin resolves it for each API call (plugins/request-session.ts).
 */
export interface CallerContext {
  mode: Mode;
  roles: readonly RoleTag[];
  userId: number | null;
  /** The customer preset in communicate mode (CId), checked against the designer's own. */
  customerId: number | null;
  sessionId: string | null;
  accountType?: AccountType;
}

/** Without a session every caller is a visitor (roles of mibd_visitor). */
export const VISITOR: CallerContext = {
  mode: VISITOR_MODE,
  roles: rolesFor(VISITOR_MODE),
  userId: null,
  customerId: null,
  sessionId: null,
};

/** The caller's user id, or 25010 for a visitor (calls about one's own account). */
export const signedInUserId = (caller: CallerContext): number => {
  if (!caller.userId) throw new AppError(ErrorCode.NO_PERMISSION, Messages.noPermission);
  return caller.userId;
};
