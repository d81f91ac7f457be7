import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { OwnProjects } from './customer-project-screen';
import { AllProjects } from './personal-project-screen';
import { WorkspacePage } from './workspace-parts';

const TABS = ['projects', 'orders', 'visualizations', 'edit'] as const;
type Tab = (typeof TABS)[number];

/**
 * /personalCenter?type=projects|orders|visualizations|edit (spec 2): the account's tabs.
 * The orders, visualizations and profile panels are other features' parts: the app fills them in.
 */
export function PersonalCenterScreen(props: {
  /** A customer's session: their own projects, read only. */
  customer: boolean;
  /** The visualizations tab's panel; only brands with visualizations give one (spec 2: two brands). */
  visualizationsPanel?: ReactNode;
  /** The newest orders with their status and links (the orders feature's). */
  ordersPanel: ReactNode;
  /** The account's summary with its edit action (the identity feature's). */
  profilePanel: ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('type') as Tab | null;
  const visualizations = props.visualizationsPanel !== undefined;
  const tabs = TABS.filter((t) => t !== 'visualizations' || visualizations);
  const tab: Tab = asked && tabs.includes(asked) ? asked : 'projects';
  return (
    <WorkspacePage size="lg" title="Personal Center">
      <Tabs
        value={tab}
        onChange={(value) => value && setParams({ type: value }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="projects">Projects</Tabs.Tab>
          <Tabs.Tab value="orders">Orders</Tabs.Tab>
          {visualizations && <Tabs.Tab value="visualizations">Visualizations</Tabs.Tab>}
          <Tabs.Tab value="edit">Profile</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="projects" pt="md">
          {props.customer ? <OwnProjects /> : <AllProjects heading={false} />}
        </Tabs.Panel>
        <Tabs.Panel value="orders" pt="md">
          {props.ordersPanel}
        </Tabs.Panel>
        {visualizations && (
          <Tabs.Panel value="visualizations" pt="md">
            {props.visualizationsPanel}
          </Tabs.Panel>
        )}
        <Tabs.Panel value="edit" pt="md">
          {props.profilePanel}
        </Tabs.Panel>
      </Tabs>
    </WorkspacePage>
  );
}
