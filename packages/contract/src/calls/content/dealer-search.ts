import { z } from 'zod';
import { callGroup } from '../call-group';

const { get } = callGroup('content');

export const dealerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  phone: z.string(),
  distance_miles: z.number().nullable(),
});

/** GET /mibd/dealer/search?zip=|state=: dealers nearest first (DealerLocator; not shown in the spec). */
export const dealerSearch = get('/mibd/dealer/search', 'Dealers near a ZIP code or in a state', {
  querystring: z.object({
    zip: z.string().max(10).optional(),
    state: z.string().max(2).optional(),
    limit: z.coerce.number().int().min(1).max(50).default(20),
  }),
  val: z.object({ list: z.array(dealerSchema) }),
});
