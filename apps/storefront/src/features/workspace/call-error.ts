import { ErrorCode, Messages } from '@portal/contract';
import { ApiError } from '../../lib/api-client';

/**
 * A failed call's message and the field it names ("name: Cannot have duplicate ..."); 25002
 * always belongs to the email field (spec 8: shown there, no toast). Without an answer from the
 * server: the spec's fallback text.
 */
export function callError(error: unknown): { field?: string; message: string } {
  if (error instanceof ApiError && error.errmsg && error.kind === 'api') {
    const match = /^([a-z_]+): (.+)$/.exec(error.errmsg);
    if (match) return { field: match[1]!, message: match[2]! };
    if (error.err === ErrorCode.CUSTOMER_EMAIL_FAILED)
      return { field: 'email', message: error.errmsg };
    return { message: error.errmsg };
  }
  return { message: Messages.requestFailed };
}
