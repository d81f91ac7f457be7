import { type ComponentType, createElement } from 'react';
import { useAddToCart } from '../../features/cart/api/cart-api';
import { CaseListPanel } from '../../features/visualization/components/case-list-panel';
import { ChatCaseNotices } from '../../features/visualization/components/chat-case-notices';
import { MyVisualizationsScreen } from '../../features/visualization/components/my-visualizations-screen';
import { SchemeDetailsScreen } from '../../features/visualization/components/scheme-details-screen';

/**
 * A scheme's products go into the cart through the cart feature's own add (issue 35: the
 * visualization's own call left the header count stale). Silent: the row shows a refusal.
 */
function SchemeDetailsWithCart() {
  const add = useAddToCart({ silent: true });
  const addToCart = (sku: string) => add.mutateAsync({ sku_number: sku, number: 1 });
  return createElement(SchemeDetailsScreen, { addToCart });
}

const screens: Record<string, ComponentType> = {
  visualizations: MyVisualizationsScreen,
  AISchemeDetails: SchemeDetailsWithCart,
};

/** The screen of a visualization route (loaded on demand by visualization-route-modules). */
export async function visualizationScreen(name: string): Promise<ComponentType> {
  const screen = screens[name];
  if (!screen) throw new Error(`no visualization screen named ${name}`);
  return screen;
}

/**
 * The personal center's tab and the chat's notices come from this same chunk: one more
 * importer of a chunk adds no file to the entry's preload lists, a chunk split off for modules
 * they share would (the entry is at its budget).
 */
export const visualizationParts = { CaseListPanel, ChatCaseNotices };
