import { z } from 'zod';
import { defineCall } from '../../call';
import { envelopeSchema } from '../../envelope';
import { FieldMax, textFields } from '../../field-rules';

/** Account settings (paths not shown in the spec; designed here). */
export const updateProfile = defineCall({
  method: 'POST',
  path: '/mibd/user/update_profile',
  tag: 'account settings',
  summary: 'Update names and phone',
  body: textFields(FieldMax.profile),
  response: envelopeSchema(
    z.object({
      user_first_name: z.string(),
      user_last_name: z.string(),
      phone: z.string().nullable(),
    }),
  ),
});

/** Multipart field `file`: JPG or PNG up to 20 MB (spec 5). Answers the new head_img URL. */
export const uploadAvatar = defineCall({
  method: 'POST',
  path: '/mibd/user/upload_avatar',
  tag: 'account settings',
  summary: 'Upload a profile picture (JPG or PNG, 20 MB)',
  response: envelopeSchema(z.object({ head_img: z.string() })),
});

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
export const certificateDetail = defineCall({
  method: 'GET',
  path: '/mibd/home/certificate/detail',
  tag: 'account settings',
  summary: "The company's resale certificates",
  response: envelopeSchema(
    z.object({ list: z.array(certificateSchema), has_valid_resale_certificate: z.boolean() }),
  ),
});
