import { screenModules } from './screen-modules';

const NAMES = [
  'personalCenter',
  'personalProject',
  'projectDetail',
  'customerProject',
  'selectCustomer',
  'createCustomer',
  'myDesigner',
] as const;

/**
 * The designer's workspace (issue 13 part A): customers, projects, modes. One import site in
 * the entry, as the content routes: a small chunk maps the route to its own screen chunk.
 */
export const workspaceModules = screenModules(
  NAMES,
  async () => (await import('./routes/workspace-screens')).workspaceScreen,
);
