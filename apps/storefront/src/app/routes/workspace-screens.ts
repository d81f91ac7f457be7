import type { ComponentType } from 'react';

type Screen = () => Promise<{ Component: ComponentType }>;

const screens: Record<string, Screen> = {
  personalCenter: () => import('./personal-center.route'),
  personalProject: async () => ({
    Component: (await import('../../features/workspace/personal-project-screen'))
      .PersonalProjectScreen,
  }),
  projectDetail: async () => ({
    Component: (await import('../../features/workspace/project-detail-screen')).ProjectDetailScreen,
  }),
  customerProject: async () => ({
    Component: (await import('../../features/workspace/customer-project-screen'))
      .CustomerProjectScreen,
  }),
  selectCustomer: async () => ({
    Component: (await import('../../features/workspace/select-customer-screen'))
      .SelectCustomerScreen,
  }),
  createCustomer: async () => ({
    Component: (await import('../../features/workspace/create-customer-screen'))
      .CreateCustomerScreen,
  }),
  myDesigner: async () => ({
    Component: (await import('../../features/workspace/my-designer-screen')).MyDesignerScreen,
  }),
};

/** The screen of a workspace route (loaded on demand by workspace-route-modules). */
export async function workspaceScreen(name: string): Promise<ComponentType> {
  const load = screens[name] ?? (() => import('./route-heading.route'));
  return (await load()).Component;
}
