import { z } from 'zod';
import { callGroup } from '../call-group';
import { addressShape } from './checkout-shapes';

const { post } = callGroup('checkout');

export const billingAddressVal = addressShape.extend({ id: z.number().int() });

/** Ours (spec 2 names the screen): the caller's billing addresses, at most 10. */
export const billingAddressList = post(
  '/mibd/billingAddress/list',
  'Billing addresses of the caller',
  {
    val: z.object({ list: z.array(billingAddressVal) }),
  },
);

export const billingAddressAdd = post(
  '/mibd/billingAddress/add',
  'Add a billing address (at most 10)',
  {
    body: addressShape,
    val: billingAddressVal,
  },
);

export const billingAddressDelete = post(
  '/mibd/billingAddress/delete',
  'Delete a billing address',
  {
    body: z.object({ id: z.number().int().positive() }),
    val: z.object({ id: z.number().int() }),
  },
);
