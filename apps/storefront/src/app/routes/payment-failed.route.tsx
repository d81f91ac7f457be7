import { PaymentFailedScreen } from '../../features/checkout/components/payment-failed-screen';

/** /paymentFailed */
export function Component() {
  return <PaymentFailedScreen />;
}
