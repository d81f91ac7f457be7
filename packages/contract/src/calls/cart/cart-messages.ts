import { Policy } from '../../constants';
import { Messages } from '../../messages';

/**
 * Texts of the cart (spec 4 and 8). The spec's own words where it has them; the rest (ours) are
 * written in the same style and marked so.
 */
export const CartMessages = {
  empty: Messages.cartEmpty,
  /** Spec 4, FFD: more in the cart than cash_stock (> 0). */
  insufficientInventory: 'Insufficient inventory',
  /** Spec 4, FFD: cash_stock 0; also a status '2' product. */
  unavailableForPurchase: 'Unavailable for Purchase',
  productNotExist: Messages.productNotExist,
  productNoLongerAvailable: Messages.productNoLongerAvailable,
  /** Spec 8: success toast of add (cart.addSuccess). */
  addSuccess: 'Added to cart successfully',
  /* Ours: Request a Sample puts a sample line in the cart; say so, and when it ships (spec 9). */
  sampleAdded: `Sample requested: it is in your cart. Check out the sample and it ships in ${Policy.sampleDays.min}-${Policy.sampleDays.max} days.`,
  /* Ours (the spec words none). */
  quantity: 'Please enter a quantity from 1 to 99',
  lineCap: 'The quantity of one item in the cart cannot exceed 99',
  cartFull: 'Your shopping cart is full: at most 99 items',
  sampleOtherBrand: "Samples can only be requested on the product brand's own site",
  sampleNotFlashDeal: 'Flash deals have no samples',
  sampleCustomized: 'A sample cannot be customized',
  comFabric: 'Please choose the fabric for your own material (COM)',
  notOnThisSite: 'This product is not sold on this site',
  lineNotFound: 'The item is no longer in your shopping cart',
  checkoutEmpty: 'There are no items available for checkout',
} as const;
