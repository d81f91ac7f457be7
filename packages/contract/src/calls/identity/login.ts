import { z } from 'zod';
import { callGroup } from '../call-group';
import { sessionUserSchema } from './session-user';

const { post } = callGroup('accounts and sessions');

/**
 * POST /mibd/login/user_login (spec 5): username trimmed, password as typed, login_type
 * ('1' password, '2' SMS code), obtain '1', optional external_channel. Validation messages are
 * the spec's, so the body is checked by the service, not by the schema.
 */
export const userLoginBody = z.object({
  username: z.string().max(200).default(''),
  password: z.string().max(200).default(''),
  login_type: z.enum(['1', '2']).default('1'),
  obtain: z.string().max(10).default('1'),
  code: z.string().max(10).optional().describe('SMS code when login_type is 2'),
  external_channel: z.string().max(50).optional(),
  /** validateLogon (ROWE) adds these. */
  is_bind_rowe_id: z.string().max(5).optional(),
  RoweLinkingCode: z.string().max(200).optional(),
});

export const userLogin = post('/mibd/login/user_login', 'Sign in with a password or an SMS code', {
  body: userLoginBody,
  val: sessionUserSchema,
});

/** POST /mibdol/login/user_login: the flash-deals site signs in with email (trimmed) and password. */
export const ffdLoginBody = z.object({
  email: z.string().max(200).default(''),
  password: z.string().max(200).default(''),
  obtain: z.string().max(10).default('1'),
});

export const ffdLogin = post(
  '/mibdol/login/user_login',
  'Flash Deals sign-in with email and password',
  {
    body: ffdLoginBody,
    val: sessionUserSchema,
  },
);

/** POST /mibd/login/get_phone_code: a 6-digit code by SMS (not shown in the spec). */
export const getPhoneCode = post(
  '/mibd/login/get_phone_code',
  'Send a 6-digit sign-in code by SMS',
  {
    body: z.object({ phone: z.string().max(30).default('') }),
    val: z.object({ sent: z.literal(true), expires_in_s: z.number().int() }),
  },
);

/** POST /mibd/login/logout: ends the session of the token (not shown in the spec). */
export const logout = post('/mibd/login/logout', 'End the session of the token', {
  val: z.object({ ended: z.boolean() }),
});
