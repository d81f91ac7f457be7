import type { CallerContext } from '../identity/caller-context';

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
  /** The product's facts checkout needs: its size (shipping) and flash-deal stock (FFD). */
  width: number;
  length: number;
  height: number;
  is_flash_deal: boolean;
  cash_stock: number;
}

/**
 * What checkout needs of the cart (module cart, issue 14 part A). app.ts adapts the cart
 * service to it; lines that are not purchasable are already left out. The ordered lines are
 * removed by the order's settle statement (migration 0022), with the order.
 */
export interface CheckoutCart {
  linesForCheckout(
    caller: CallerContext,
    opts: { sample: boolean; brand: string },
  ): Promise<CheckoutLine[]>;
}
