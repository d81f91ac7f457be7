import { Messages } from '@portal/contract';
import { callError } from '../../../lib/call-error';

/**
 * Where a failed call's message goes: beside a field when the server names one
 * ("email: Please provide a valid email address"), else in one place on the screen. Without
 * an answer from the server: 'Failed to submit information, please resubmit' for a form,
 * 'Request false' for a read (spec 8).
 */
export const submitError = (
  error: unknown,
  fallback: string = Messages.submitFailed,
): { field?: string; message: string } => callError(error, fallback);

/** The message for a failed read. */
export const loadError = (error: unknown): string => callError(error).message;
