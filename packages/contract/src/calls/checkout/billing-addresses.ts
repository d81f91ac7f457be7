import { z } from 'zod';
import { defineCall } from '../../call';
import { envelopeSchema } from '../../envelope';
import { addressShape } from './checkout-shapes';

export const billingAddressVal = addressShape.extend({ id: z.number().int() });

/** Ours (spec 2 names the screen): the caller's billing addresses, at most 10. */
export const billingAddressList = defineCall({
  method: 'POST',
  path: '/mibd/billingAddress/list',
  tag: 'checkout',
  summary: 'Billing addresses of the caller',
  response: envelopeSchema(z.object({ list: z.array(billingAddressVal) })),
});

export const billingAddressAdd = defineCall({
  method: 'POST',
  path: '/mibd/billingAddress/add',
  tag: 'checkout',
  summary: 'Add a billing address (at most 10)',
  body: addressShape,
  response: envelopeSchema(billingAddressVal),
});

export const billingAddressDelete = defineCall({
  method: 'POST',
  path: '/mibd/billingAddress/delete',
  tag: 'checkout',
  summary: 'Delete a billing address',
  body: z.object({ id: z.number().int().positive() }),
  response: envelopeSchema(z.object({ id: z.number().int() })),
});
