import type { Orm } from '../../db/database';
import type { CallerContext } from '../identity/caller-context';

/** A transaction handle (drizzle's), as the cart's removeLines takes it. */
export type Tx = Parameters<Parameters<Orm['transaction']>[0]>[0];

/** One purchasable cart line with the price the server computed for the caller. */
export interface CheckoutLine {
  id: number;
  sku_number: string;
  name: string;
  image: string;
  brand_id: string;
  product_data_type: number;
  customizable_type: number;
  count: number;
  unit_price: number;
}

/**
 * What checkout needs of the cart (module cart, issue 14 part A). app.ts adapts the cart
 * service to it; lines that are not purchasable are already left out.
 */
export interface CheckoutCart {
  linesForCheckout(
    caller: CallerContext,
    opts: { sample: boolean; brand: string },
  ): Promise<CheckoutLine[]>;
  removeLines(tx: Tx, userId: number, lineIds: number[]): Promise<unknown>;
}
