import { ErrorCode } from '@portal/contract';
import { ApiError } from '../../lib/api-client';
import { callError as sharedCallError } from '../../lib/call-error';

/**
 * A failed call's message and the field it names ("name: Cannot have duplicate ..."); 25002
 * always belongs to the email field (spec 8: shown there, no toast).
 */
export function callError(error: unknown): { field?: string; message: string } {
  const result = sharedCallError(error);
  const emailFailed =
    error instanceof ApiError &&
    error.kind === 'api' &&
    Boolean(error.errmsg) &&
    error.err === ErrorCode.CUSTOMER_EMAIL_FAILED;
  return emailFailed && !result.field ? { field: 'email', message: result.message } : result;
}
