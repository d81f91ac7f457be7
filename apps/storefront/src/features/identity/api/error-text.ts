import { Messages } from '@portal/contract';
import { ApiError } from '../../../lib/api-client';

/** The text to show for a failed call: its errmsg, else 'Request false' (spec 8). */
export const errorText = (error: unknown): string =>
  error instanceof ApiError && error.errmsg ? error.errmsg : Messages.requestFailed;

/** A registration field error: the server sends "field: message". */
export function fieldErrorOf(error: unknown): { field: string; message: string } | null {
  if (!(error instanceof ApiError)) return null;
  const match = /^([a-z_]+): (.+)$/.exec(error.errmsg);
  return match ? { field: match[1]!, message: match[2]! } : null;
}

/** The text of a query's or mutation's `error`, null when there is none. */
export const errorTextOrNull = (error: unknown): string | null => (error ? errorText(error) : null);
