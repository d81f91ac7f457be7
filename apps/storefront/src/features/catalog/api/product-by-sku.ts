import { type ProductDetail, productList } from '@portal/contract';
import { call } from '../../../lib/call';

/**
 * The product list call with one sku_number: the product of a detail page, or null when the
 * list is empty ('Product does not exist'). A taken-down product comes back with availability
 * 'taken_down' ('Product no longer available').
 */
export async function productBySku(
  sku: string,
  signal?: AbortSignal,
): Promise<ProductDetail | null> {
  const val = await call(productList, { sku_number: sku }, { signal });
  return val.list.find((p) => p.sku_number === sku) ?? val.list[0] ?? null;
}
