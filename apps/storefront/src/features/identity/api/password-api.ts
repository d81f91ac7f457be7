import { changePassword, forgetPassword, setPassword } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { type CallInput, call } from '../../../lib/call';

/** The password calls; the screens show the server's errmsg themselves. */
const quiet = { silent: true } as const;

/** A single-use set-password link by mail (/forgetPassword); the email is trimmed. */
export const useForgetPasswordMutation = () =>
  useMutation({
    mutationFn: (email: string) => call(forgetPassword, { email: email.trim() }, quiet),
  });

/** The mailed link's new password (/setPassword?token=). */
export const useSetPasswordMutation = () =>
  useMutation({
    mutationFn: (body: CallInput<typeof setPassword>) => call(setPassword, body, quiet),
  });

/** The signed-in user's new password; the server ends the other sessions. */
export const useChangePasswordMutation = () =>
  useMutation({
    mutationFn: (body: CallInput<typeof changePassword>) => call(changePassword, body, quiet),
  });
