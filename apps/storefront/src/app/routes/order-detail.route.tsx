import { OrderDetailScreen } from '../../features/orders/components/order-detail-screen';

/** /orderDetail?order_number=… */
export function Component() {
  return <OrderDetailScreen />;
}
