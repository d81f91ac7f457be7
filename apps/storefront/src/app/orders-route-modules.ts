import { screenModules } from './screen-modules';

const NAMES = [
  'checkout',
  'paymentFailed',
  'personalOrder',
  'designerOrder',
  'customerOrder',
  'ffdOrder',
  'orderDetail',
  'currentAccountApplication',
] as const;

/**
 * Checkout, order and net-30 application screens (issue 14). One import site in the entry, as content's: a small
 * chunk maps the route to its own screen chunk.
 */
export const ordersModules = screenModules(
  NAMES,
  async () => (await import('./routes/orders-screens')).ordersScreen,
);
