import { z } from 'zod';
import { Modes } from '../../roles';

/** The session user of spec 3, as login answers it. */
export const sessionUserSchema = z.object({
  token: z.string().describe('Bearer of the session: sent back as X-Auth-Token'),
  user_id: z.number().int(),
  user_last_name: z.string(),
  user_first_name: z.string(),
  user_email: z.string(),
  head_img: z.string(),
  /** FFD only. */
  ol_user_name: z.string().optional(),
  account_type: z.string(),
  mode: z.enum(Modes),
  Role: z.array(z.string()),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
