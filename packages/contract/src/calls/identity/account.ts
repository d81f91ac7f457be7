import { z } from 'zod';
import { envelopeSchema } from '../../envelope';

/** Account settings (paths not shown in the spec; designed here). */
export const updateProfile = {
  method: 'POST',
  path: '/mibd/user/update_profile',
  body: z.object({
    first_name: z.string().max(50).default(''),
    last_name: z.string().max(50).default(''),
    phone: z.string().max(30).default(''),
  }),
  response: envelopeSchema(
    z.object({
      user_first_name: z.string(),
      user_last_name: z.string(),
      phone: z.string().nullable(),
    }),
  ),
} as const;

/** Multipart field `file`: JPG or PNG up to 20 MB (spec 5). Answers the new head_img URL. */
export const uploadAvatar = {
  method: 'POST',
  path: '/mibd/user/upload_avatar',
  response: envelopeSchema(z.object({ head_img: z.string() })),
} as const;

export const certificateSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['sales_tax', 'reseller']),
  registration_state: z.string(),
  state_tax_number: z.string(),
  certificate_number: z.string(),
  valid_from: z.string().nullable(),
  valid_to: z.string().nullable(),
  expired: z.boolean(),
  files: z.number().int().describe('How many documents were uploaded'),
});

/** GET /mibd/home/certificate/detail: the certificates of the caller's company (spec 7). */
export const certificateDetail = {
  method: 'GET',
  path: '/mibd/home/certificate/detail',
  response: envelopeSchema(
    z.object({ list: z.array(certificateSchema), has_valid_resale_certificate: z.boolean() }),
  ),
} as const;
