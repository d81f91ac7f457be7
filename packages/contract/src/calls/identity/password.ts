import { z } from 'zod';
import { envelopeSchema } from '../../envelope';

/**
 * Password calls (paths not shown in the spec). Messages are the spec's ('Please enter your email
 * address', 'Please provide a valid email address', 'Account is not registered', "Passwords don't
 * match", 'The link has expired') and the policy's, so bodies are checked by the service.
 */
export const forgetPassword = {
  method: 'POST',
  path: '/mibd/login/forget_password',
  body: z.object({ email: z.string().max(200).default('') }),
  response: envelopeSchema(z.object({ sent: z.literal(true) })),
} as const;

export const setPassword = {
  method: 'POST',
  path: '/mibd/login/set_password',
  body: z.object({
    token: z.string().max(200).default(''),
    password: z.string().max(200).default(''),
    confirm_password: z.string().max(200).default(''),
  }),
  response: envelopeSchema(z.object({ updated: z.literal(true) })),
} as const;

export const changePassword = {
  method: 'POST',
  path: '/mibd/user/change_password',
  body: z.object({
    old_password: z.string().max(200).default(''),
    password: z.string().max(200).default(''),
    confirm_password: z.string().max(200).default(''),
  }),
  response: envelopeSchema(z.object({ updated: z.literal(true) })),
} as const;
