import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { PersonalCenterScreen } from '../../features/workspace/personal-center-screen';
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
  const mode = useStoredValue('mode');
  return (
    <PersonalCenterScreen
      customer={mode === 'mibd_customer'}
      visualizationsPanel={VISUALIZATIONS_PANEL}
    />
  );
}
