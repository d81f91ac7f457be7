import { z } from 'zod';
import { FieldMax, textFields } from '../../field-rules';
import { callGroup } from '../call-group';

const { get, post } = callGroup('account settings');

/** Account settings (paths not shown in the spec; designed here). */
export const updateProfile = post('/mibd/user/update_profile', 'Update names and phone', {
  body: textFields(FieldMax.profile),
  val: z.object({
    user_first_name: z.string(),
    user_last_name: z.string(),
    phone: z.string().nullable(),
  }),
});

/** Multipart field `file`: JPG or PNG up to 20 MB (spec 5). Answers the new head_img URL. */
export const uploadAvatar = post(
  '/mibd/user/upload_avatar',
  'Upload a profile picture (JPG or PNG, 20 MB)',
  {
    val: z.object({ head_img: z.string() }),
  },
);

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
export const certificateDetail = get(
  '/mibd/home/certificate/detail',
  "The company's resale certificates",
  {
    val: z.object({ list: z.array(certificateSchema), has_valid_resale_certificate: z.boolean() }),
  },
);
