import { z } from 'zod';
import { callGroup } from '../call-group';
import { productDetailSchema } from './product-card';

const { post } = callGroup('catalogue');

/**
 * POST /mibd/product/list (spec 7: payload sku_number, reads val.list). One SKU or several,
 * comma separated. Unknown SKUs are left out ('Product does not exist' when the list is empty);
 * a taken-down product comes back with availability 'taken_down' and no prices, so its page can
 * say 'Product no longer available'.
 */
export const productListBody = z.object({
  sku_number: z
    .string()
    .trim()
    .min(1, 'sku_number is required')
    .max(1000)
    .transform((v) =>
      [
        ...new Set(
          v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ].slice(0, 48),
    ),
});

export const productList = post('/mibd/product/list', 'Products by SKU (product detail)', {
  needs: { prices: 'by-role' },
  body: productListBody,
  val: z.object({ list: z.array(productDetailSchema) }),
});
