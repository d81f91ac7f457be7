import { z } from 'zod';
import { defineCall } from '../../call';
import { envelopeSchema } from '../../envelope';
import { FieldMax, textFields } from '../../field-rules';

/** POST /mibd/common/sample_request (path not shown in the spec): stored and mailed to the outbox. */
export const sampleRequest = defineCall({
  method: 'POST',
  path: '/mibd/common/sample_request',
  tag: 'content',
  summary: 'Sample request',
  body: textFields(FieldMax.sample),
  response: envelopeSchema(z.object({ id: z.number().int(), message: z.string() })),
});
