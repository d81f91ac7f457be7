import type { ComponentType } from 'react';
import { MyVisualizationsScreen } from '../../features/visualization/components/my-visualizations-screen';
import { SchemeDetailsScreen } from '../../features/visualization/components/scheme-details-screen';

const screens: Record<string, ComponentType> = {
  visualizations: MyVisualizationsScreen,
  AISchemeDetails: SchemeDetailsScreen,
};

/** The screen of a visualization route (loaded on demand by visualization-route-modules). */
export async function visualizationScreen(name: string): Promise<ComponentType> {
  const screen = screens[name];
  if (!screen) throw new Error(`no visualization screen named ${name}`);
  return screen;
}
