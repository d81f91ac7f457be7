import { z } from 'zod';
import { Modes } from '../../roles';
import { callGroup } from '../call-group';

const { get, post } = callGroup('accounts and sessions');

/** GET /mibd/common/user_role: val.Role for the token and its mode (no token: visitor). */
export const userRole = get(
  '/mibd/common/user_role',
  "The role list of the token's mode (visitor without a token)",
  {
    val: z.object({ Role: z.array(z.string()), mode: z.enum(Modes) }),
  },
);

/** POST /xbom/login/userInfo: the signed-in user's names (spec reads val.name). */
export const userInfo = post('/xbom/login/userInfo', "The signed-in user's names", {
  val: z.object({
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
});

/**
 * POST /mibd/common/change_mode (the spec's "mode change", path not shown): sets the session's
 * mode (and the customer for communicate mode) and answers the new role list. Any mode but
 * communicate is also where the user's next sign-in lands (decision 057).
 */
export const changeMode = post('/mibd/common/change_mode', 'Change the view mode of the session', {
  body: z.object({
    mode: z.enum([...Modes, 'discuss', 'designer']),
    customer_id: z.coerce.number().int().positive().optional(),
  }),
  val: z.object({
    Role: z.array(z.string()),
    mode: z.enum(Modes),
    customer_id: z.number().int().nullable(),
  }),
});
