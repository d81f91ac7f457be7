import type { ComponentType } from 'react';

type Screen = () => Promise<{ Component: ComponentType }>;

const screens: Record<string, Screen> = {
  checkout: () => import('./checkout.route'),
  paymentFailed: () => import('./payment-failed.route'),
  personalOrder: async () => ({ Component: (await import('./order-list.route')).PersonalOrders }),
  designerOrder: async () => ({ Component: (await import('./order-list.route')).DesignerOrders }),
  customerOrder: async () => ({ Component: (await import('./order-list.route')).CustomerOrders }),
  ffdOrder: async () => ({ Component: (await import('./order-list.route')).FfdOrders }),
  orderDetail: () => import('./order-detail.route'),
  currentAccountApplication: () => import('./current-account-application.route'),
};

/** The screen of a checkout or order route (loaded on demand by orders-route-modules). */
export async function ordersScreen(name: string): Promise<ComponentType> {
  const load = screens[name] ?? (() => import('./route-heading.route'));
  return (await load()).Component;
}
