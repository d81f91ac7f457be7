import { z } from 'zod';
import { defineCall } from '../../call';
import { envelopeSchema } from '../../envelope';

/**
 * Password calls (paths not shown in the spec). Messages are the spec's ('Please enter your email
 * address', 'Please provide a valid email address', 'Account is not registered', "Passwords don't
 * match", 'The link has expired') and the policy's, so bodies are checked by the service.
 */
export const forgetPassword = defineCall({
  method: 'POST',
  path: '/mibd/login/forget_password',
  tag: 'accounts and sessions',
  summary: 'Mail a single-use set-password link',
  body: z.object({ email: z.string().max(200).default('') }),
  response: envelopeSchema(z.object({ sent: z.literal(true) })),
});

export const setPassword = defineCall({
  method: 'POST',
  path: '/mibd/login/set_password',
  tag: 'accounts and sessions',
  summary: 'Set a password with a mailed link',
  body: z.object({
    token: z.string().max(200).default(''),
    password: z.string().max(200).default(''),
    confirm_password: z.string().max(200).default(''),
  }),
  response: envelopeSchema(z.object({ updated: z.literal(true) })),
});

export const changePassword = defineCall({
  method: 'POST',
  path: '/mibd/user/change_password',
  tag: 'accounts and sessions',
  summary: 'Change the password (ends the other sessions)',
  body: z.object({
    old_password: z.string().max(200).default(''),
    password: z.string().max(200).default(''),
    confirm_password: z.string().max(200).default(''),
  }),
  response: envelopeSchema(z.object({ updated: z.literal(true) })),
});
