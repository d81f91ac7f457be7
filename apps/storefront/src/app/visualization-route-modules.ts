import type { LazyRouteModule } from '../brands/brand-config';
import { screenModules } from './screen-modules';

/**
 * Room visualization screens (CA sites): My Visualizations with the three steps, and one case's
 * details, in one chunk loaded when either route is visited. The route table has them on CA and
 * CA_DEALER only; the build mode is the brand slug, so other brands drop the import (and their
 * entry the bytes).
 */
const onCaSites = import.meta.env.MODE === 'ca' || import.meta.env.MODE === 'ca-dealer';

export const visualizationModules: Readonly<Record<string, LazyRouteModule>> = onCaSites
  ? screenModules(
      ['visualizations', 'AISchemeDetails'],
      async () => (await import('./routes/visualization-screens')).visualizationScreen,
    )
  : {};
