import type { LazyRouteModule } from '../brands/brand-config';

const NAMES = [
  'contactUs',
  'sampleRequest',
  'designerAccount',
  'magazines',
  'eCatalog',
  'feedback',
  'feedbackText',
  'feedbackDetail',
  'freeWiFi',
  'DealerLocator',
] as const;

/**
 * Content pages and small forms. One import site in the entry (each lazy import costs the
 * first-visit bundle bytes): a small chunk maps the route to its own screen chunk.
 */
export const contentModules: Readonly<Record<string, LazyRouteModule>> = Object.fromEntries(
  NAMES.map((name): [string, LazyRouteModule] => [
    name,
    { Component: async () => (await import('./routes/content-screens')).contentScreen(name) },
  ]),
);
