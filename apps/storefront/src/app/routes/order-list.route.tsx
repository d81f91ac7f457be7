import { OrderListScreen } from '../../features/orders/components/order-list-screen';

/** /personalOrder, /designerOrder, /customerOrder, /ffdOrder: one list, four scopes. */
export const PersonalOrders = () => <OrderListScreen scope="personal" />;
export const DesignerOrders = () => <OrderListScreen scope="designer" />;
export const CustomerOrders = () => <OrderListScreen scope="customer" />;
export const FfdOrders = () => <OrderListScreen scope="ffd" />;
