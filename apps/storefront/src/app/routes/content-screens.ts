import type { ComponentType } from 'react';

type Screen = () => Promise<{ Component: ComponentType }>;

/** The dealer locator is ART's only: other builds drop the import (the mode is the brand slug). */
const artScreens: Record<string, Screen> =
  import.meta.env.MODE === 'art' ? { DealerLocator: () => import('./dealer-locator.route') } : {};

const screens: Record<string, Screen> = {
  contactUs: () => import('./contact-us.route'),
  sampleRequest: () => import('./sample-request.route'),
  designerAccount: () => import('./designer-account.route'),
  magazines: () => import('./magazines.route'),
  eCatalog: () => import('./e-catalog.route'),
  feedback: () => import('./feedback.route'),
  feedbackText: () => import('./feedback-text.route'),
  feedbackDetail: () => import('./feedback-detail.route'),
  freeWiFi: () => import('./free-wifi.route'),
  ...artScreens,
};

/** The screen of a content route (loaded on demand by content-route-modules). */
export async function contentScreen(name: string): Promise<ComponentType> {
  const load = screens[name] ?? (() => import('./route-heading.route'));
  return (await load()).Component;
}
