import { z } from 'zod';
import { envelopeSchema } from '../../envelope';

/** Texts of the content forms (spec 5 lists the required fields; the wording is ours). */
export const FormMessages = {
  fullName: 'Please enter your full name',
  comments: 'Please enter your comments',
  orderNumber: 'Please enter the order number',
  itemNumber: 'Please enter the item number',
  finishName: 'Please enter the finish name',
  companyName: 'Please enter the company name',
  address: 'Please enter the full address',
  zipOrState: 'Please enter a ZIP code or choose a state',
  unknownZip: 'We could not find that ZIP code',
} as const;

const text = (max = 200) => z.string().max(max).default('');

/** POST /mibd/common/contact_us (path not shown in the spec): stored and mailed to the outbox. */
export const contactUs = {
  method: 'POST',
  path: '/mibd/common/contact_us',
  body: z.object({
    full_name: text(100),
    phone: text(30),
    email: text(),
    order_number: text(50),
    company_name: text(),
    product_number: text(50),
    comments: text(2000),
  }),
  response: envelopeSchema(z.object({ id: z.number().int(), message: z.string() })),
} as const;

/** POST /mibd/common/sample_request (path not shown in the spec). */
export const sampleRequest = {
  method: 'POST',
  path: '/mibd/common/sample_request',
  body: z.object({
    full_name: text(100),
    email: text(),
    item_number: text(50),
    finish_name: text(100),
    company_name: text(),
    full_address: text(500),
    comments: text(2000),
  }),
  response: envelopeSchema(z.object({ id: z.number().int(), message: z.string() })),
} as const;

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
export const dealerSearch = {
  method: 'GET',
  path: '/mibd/dealer/search',
  querystring: z.object({
    zip: z.string().max(10).optional(),
    state: z.string().max(2).optional(),
    limit: z.coerce.number().int().min(1).max(50).default(20),
  }),
  response: envelopeSchema(z.object({ list: z.array(dealerSchema) })),
} as const;

/** POST /mibd/product/designer_info (spec 7): the designer of the customer in view. */
export const designerInfo = {
  method: 'POST',
  path: '/mibd/product/designer_info',
  body: z.object({}).passthrough().optional(),
  response: envelopeSchema(
    z
      .object({ img: z.string(), name: z.string(), email: z.string(), phone_number: z.string() })
      .nullable(),
  ),
} as const;
