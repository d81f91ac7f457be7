import { registerSendCode, simpleRegister } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { type CallInput, call } from '../../../lib/call';

const quiet = { silent: true } as const;

export type SignUpInput = CallInput<typeof simpleRegister>;

/** The emailed code of the sign-up (simpleRegisterSendCode, email channel). */
export const useSendSignUpCode = () =>
  useMutation({
    mutationFn: (email: string) =>
      call(registerSendCode, { channel: 'email', email, phone: '' }, quiet),
  });

/** simpleRegister: an active flash-deals account at once (no trade review). */
export const useSignUp = () =>
  useMutation({ mutationFn: (body: SignUpInput) => call(simpleRegister, body, quiet) });

/** The server's refusal: "field: message" names a field; anything else is for the form. */
export function refusalOf(error: unknown): { field: string | null; message: string } | null {
  if (!error) return null;
  const text = error instanceof ApiError && error.errmsg ? error.errmsg : 'Request false';
  const match = /^([a-z_]+): (.+)$/.exec(text);
  return match ? { field: match[1]!, message: match[2]! } : { field: null, message: text };
}
