import { z } from 'zod';
import { defineCall } from '../../call';
import { envelopeSchema } from '../../envelope';
import { Modes } from '../../roles';

/** GET /mibd/common/user_role: val.Role for the token and its mode (no token: visitor). */
export const userRole = defineCall({
  method: 'GET',
  path: '/mibd/common/user_role',
  tag: 'accounts and sessions',
  summary: "The role list of the token's mode (visitor without a token)",
  response: envelopeSchema(z.object({ Role: z.array(z.string()), mode: z.enum(Modes) })),
});

/** POST /xbom/login/userInfo: the signed-in user's names (spec reads val.name). */
export const userInfo = defineCall({
  method: 'POST',
  path: '/xbom/login/userInfo',
  tag: 'accounts and sessions',
  summary: "The signed-in user's names",
  response: envelopeSchema(
    z.object({
      name: z.string(),
      user_id: z.number().int(),
      user_first_name: z.string(),
      user_last_name: z.string(),
      user_email: z.string(),
      phone: z.string().nullable(),
      head_img: z.string(),
      account_type: z.string(),
      mode: z.enum(Modes),
      customer_id: z.number().int().nullable(),
    }),
  ),
});

/**
 * POST /mibd/common/change_mode (the spec's "mode change", path not shown): sets the session's
 * mode (and the customer for communicate mode) and answers the new role list.
 */
export const changeMode = defineCall({
  method: 'POST',
  path: '/mibd/common/change_mode',
  tag: 'accounts and sessions',
  summary: 'Change the view mode of the session',
  body: z.object({
    mode: z.enum([...Modes, 'discuss', 'designer']),
    customer_id: z.coerce.number().int().positive().optional(),
  }),
  response: envelopeSchema(
    z.object({
      Role: z.array(z.string()),
      mode: z.enum(Modes),
      customer_id: z.number().int().nullable(),
    }),
  ),
});
