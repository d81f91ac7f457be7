import { CheckoutScreen } from '../../features/checkout/components/checkout-screen';

/** /checkout?isCart=1&t=s|n */
export function Component() {
  return <CheckoutScreen />;
}
