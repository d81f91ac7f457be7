import path from 'node:path';
import type { Plugin } from 'vite';

const root = import.meta.dirname;
const CONTRACT_ENTRY = path.join(root, '../../packages/contract/src/index.ts');
/** What `@portal/contract` resolves to in builds. */
const FACADE_ID = '\0portal-contract-for-client';
/** The reduced descriptors (vite.config.ts puts them in the `session` chunk with lib/call.ts). */
export const CALL_REFS_ID = '\0portal-contract-call-refs';

/** What the storefront's client reads of a call descriptor at run time (`lib/call.ts`). */
export interface CallRef {
  method: string;
  path: string;
}

const isCall = (value: unknown): value is CallRef =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<CallRef>).method === 'string' &&
  typeof (value as Partial<CallRef>).path === 'string' &&
  (value as CallRef).path.startsWith('/');

/** The contract's call descriptors (method and path, nothing else), by export name. */
export const callRefsOf = (exports: Record<string, unknown>): [string, CallRef][] =>
  Object.entries(exports)
    .filter((entry): entry is [string, CallRef] => isCall(entry[1]))
    .map(([name, { method, path: callPath }]) => [name, { method, path: callPath }]);

/** The reduced descriptors, one export each. */
export const callRefsModule = (exports: Record<string, unknown>): string =>
  callRefsOf(exports)
    .map(([name, ref]) => `export const ${name} = ${JSON.stringify(ref)};`)
    .join('\n');

/**
 * `@portal/contract` in builds: the contract, its descriptors taken from the reduced ones
 * (explicit exports win over `export *`). Re-exports only: the facade holds no code, so it adds
 * nothing to the entry, and each descriptor goes to the chunk of the code that calls.
 */
export const facadeModule = (exports: Record<string, unknown>, entry: string): string => {
  const names = callRefsOf(exports).map(([name]) => name);
  return [
    `export * from ${JSON.stringify(entry)};`,
    `export { ${names.join(', ')} } from ${JSON.stringify(CALL_REFS_ID)};`,
  ].join('\n');
};

/**
 * A call descriptor holds its zod schemas (body, query, answer), and schemas are built when
 * their module loads: a screen that imported a descriptor for its path would carry zod (24 KiB
 * gzipped) and the schemas. The client reads only `method` and `path` (the schemas are its
 * types), so builds resolve `@portal/contract` to the contract with each descriptor replaced by
 * those two; whatever else a screen imports is the contract's own. Unit tests and the dev server
 * load the contract as it is.
 */
export const contractCallsPlugin = (): Plugin => ({
  name: 'portal-contract-calls',
  apply: 'build',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === '@portal/contract' && importer !== FACADE_ID) return FACADE_ID;
    if (source === CALL_REFS_ID) return CALL_REFS_ID;
    return null;
  },
  async load(id) {
    if (id === FACADE_ID) return facadeModule(await contractExports(), CONTRACT_ENTRY);
    if (id === CALL_REFS_ID) return callRefsModule(await contractExports());
    return null;
  },
});

/** Loaded once per process (build-brands.mjs builds every brand in one). */
let loaded: Promise<Record<string, unknown>> | undefined;

/** The contract's exports, its TypeScript run by Vite's module runner (without this config). */
const contractExports = () => {
  loaded ??= import('vite').then(async ({ runnerImport }) => {
    const { module } = await runnerImport<Record<string, unknown>>(CONTRACT_ENTRY, {
      configFile: false,
      logLevel: 'error',
    });
    return module;
  });
  return loaded;
};
