import { CartScreen } from '../../features/cart/components/cart-screen';

/** /cart: the one cart across brand sites. */
export function Component() {
  return <CartScreen />;
}
