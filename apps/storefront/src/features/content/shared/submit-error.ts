import { Messages } from '@portal/contract';
import { ApiError } from '../../../lib/api-client';

/**
 * Where a failed call's message goes: beside a field when the server names one
 * ("email: Please provide a valid email address"), else in one place on the screen. Without
 * an answer from the server: 'Failed to submit information, please resubmit' for a form,
 * 'Request false' for a read (spec 8).
 */
export function submitError(
  error: unknown,
  fallback: string = Messages.submitFailed,
): { field?: string; message: string } {
  if (error instanceof ApiError && error.errmsg && error.kind === 'api') {
    const match = /^([a-z_]+): (.+)$/.exec(error.errmsg);
    if (match) return { field: match[1]!, message: match[2]! };
    return { message: error.errmsg };
  }
  return { message: fallback };
}

/** The message for a failed read. */
export const loadError = (error: unknown): string =>
  submitError(error, Messages.requestFailed).message;
