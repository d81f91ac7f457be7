import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useCan } from '../../components/can';
import { ProfileSummary } from '../../features/identity/components/profile-summary';
import { RecentOrders } from '../../features/orders/components/recent-orders';
import { PersonalCenterScreen } from '../../features/workspace/personal-center-screen';
import { BRAND } from '../../lib/current-brand';
import { useStoredValue } from '../../lib/use-stored';

/**
 * Spec 2: My Visualizations on two brands. The build mode is the brand slug, so other brands
 * drop the import; on CA sites the panel's code (the visualization screens' chunk) loads when
 * the tab is opened.
 */
const onCaSites = import.meta.env.MODE === 'ca' || import.meta.env.MODE === 'ca-dealer';

const CaseListPanel = onCaSites
  ? lazy(async () => ({
      default: (await import('./visualization-screens')).visualizationParts.CaseListPanel,
    }))
  : null;

const VISUALIZATIONS_PANEL = CaseListPanel ? (
  <Suspense fallback={<Loader aria-label="Loading visualizations" />}>
    <CaseListPanel />
  </Suspense>
) : undefined;

/** /personalCenter: projects, orders, visualizations and profile tabs. */
export function Component() {
  const customer = useStoredValue('mode') === 'mibd_customer';
  // Orders need the `order` tag (browsing hides them: the call would answer 25010); FFD has no roles.
  const ordersShown = useCan('order') || BRAND === 'FFD';
  const scope = BRAND === 'FFD' ? 'ffd' : customer ? 'customer' : 'personal';
  return (
    <PersonalCenterScreen
      customer={customer}
      visualizationsPanel={VISUALIZATIONS_PANEL}
      ordersPanel={<RecentOrders scope={scope} shown={ordersShown} />}
      profilePanel={<ProfileSummary />}
    />
  );
}
