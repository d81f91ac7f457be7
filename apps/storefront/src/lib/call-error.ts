import { Messages } from '@portal/contract';
import { ApiError } from './api-client';

/**
 * A failed call's message and the field it names ("email: Please provide a valid email
 * address"); without an answer from the server, the spec's fallback text (spec 8).
 */
export function callError(
  error: unknown,
  fallback: string = Messages.requestFailed,
): { field?: string; message: string } {
  if (error instanceof ApiError && error.errmsg && error.kind === 'api') {
    const match = /^([a-z_]+): (.+)$/.exec(error.errmsg);
    if (match) return { field: match[1]!, message: match[2]! };
    return { message: error.errmsg };
  }
  return { message: fallback };
}
