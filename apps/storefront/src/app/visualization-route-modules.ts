import type { LazyRouteModule } from '../brands/brand-config';

/**
 * Room visualization screens (CA sites): My Visualizations with the three steps, and one case's
 * details. Each screen is its own chunk, loaded when its route is visited. The route table has
 * them on CA and CA_DEALER only; the build mode is the brand slug, so other brands drop the
 * imports (and their entry the bytes).
 */
const onCaSites = import.meta.env.MODE === 'ca' || import.meta.env.MODE === 'ca-dealer';

export const visualizationModules: Readonly<Record<string, LazyRouteModule>> = onCaSites
  ? {
      visualizations: {
        Component: async () =>
          (await import('../features/visualization/components/my-visualizations-screen'))
            .MyVisualizationsScreen,
      },
      AISchemeDetails: {
        Component: async () =>
          (await import('../features/visualization/components/scheme-details-screen'))
            .SchemeDetailsScreen,
      },
    }
  : {};
