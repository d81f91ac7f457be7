import { z } from 'zod';
import { defineCall } from '../../call';
import { envelopeSchema } from '../../envelope';
import { FieldMax, textFields } from '../../field-rules';

/** POST /mibd/common/contact_us (path not shown in the spec): stored and mailed to the outbox. */
export const contactUs = defineCall({
  method: 'POST',
  path: '/mibd/common/contact_us',
  tag: 'content',
  summary: 'Contact form',
  body: textFields(FieldMax.contact),
  response: envelopeSchema(z.object({ id: z.number().int(), message: z.string() })),
});
