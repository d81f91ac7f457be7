import { z } from 'zod';
import { callGroup } from '../call-group';

const { post } = callGroup('accounts and sessions');

/**
 * Password calls (paths not shown in the spec). Messages are the spec's ('Please enter your email
 * address', 'Please provide a valid email address', 'Account is not registered', "Passwords don't
 * match", 'The link has expired') and the policy's, so bodies are checked by the service.
 */
export const forgetPassword = post(
  '/mibd/login/forget_password',
  'Mail a single-use set-password link',
  {
    body: z.object({ email: z.string().max(200).default('') }),
    val: z.object({ sent: z.literal(true) }),
  },
);

export const setPassword = post('/mibd/login/set_password', 'Set a password with a mailed link', {
  body: z.object({
    token: z.string().max(200).default(''),
    password: z.string().max(200).default(''),
    confirm_password: z.string().max(200).default(''),
  }),
  val: z.object({ updated: z.literal(true) }),
});

export const changePassword = post(
  '/mibd/user/change_password',
  'Change the password (ends the other sessions)',
  {
    body: z.object({
      old_password: z.string().max(200).default(''),
      password: z.string().max(200).default(''),
      confirm_password: z.string().max(200).default(''),
    }),
    val: z.object({ updated: z.literal(true) }),
  },
);
