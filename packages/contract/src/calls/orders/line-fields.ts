import { z } from 'zod';

/** What a quote's or an order's line says of its product (the catalogue's at the time). */
export const lineProductFields = () => ({
  sku_number: z.string(),
  name: z.string(),
  image: z.string(),
  brand_id: z.string(),
  product_data_type: z.number().int(),
});

/** A quote's or an order's line: how many, at what price, and what they come to. */
export const lineAmountFields = () => ({
  count: z.number().int(),
  unit_price: z.number(),
  line_total: z.number(),
});
