// The layer check itself (scripts/check-layers.mjs): a small tree of the repository's layout with
// planted cycles and forbidden imports must fail, naming each import and its rule; the same tree
// without them must pass.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkLayers } from './check-layers.mjs';

const require = createRequire(import.meta.url);
const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'check-layers.mjs');

/** Files that keep to the rules (file → content). */
const CLEAN = {
  'packages/contract/src/index.ts': "export * from './sort-options';\n",
  'packages/contract/src/sort-options.ts': "export const SortOptions = ['name'] as const;\n",
  'apps/api/src/lib/html.ts': 'export const escapeHtml = (s: string) => s;\n',
  // The schema: a barrel of one file per area (an area's file may name another's tables).
  'apps/api/src/db/schema.ts':
    "export * from './schema/catalog';\nexport * from './schema/identity';\nexport * from './schema/rows';\n",
  'apps/api/src/db/schema/identity.ts': 'export const users = { id: 1 };\n',
  'apps/api/src/db/schema/catalog.ts':
    "import { users } from './identity';\nexport const products = { made_by: users.id };\n",
  'apps/api/src/db/schema/rows.ts': 'export type Row<T> = T;\n',
  'apps/api/src/modules/identity/users.repository.ts':
    "import { users } from '../../db/schema/identity';\nimport type { Row } from '../../db/schema/rows';\nexport class UsersRepository { user: Row<typeof users> = users; }\n",
  // A cross-area read listed in KNOWN_CROSS_AREA_READS of .dependency-cruiser.cjs.
  'apps/api/src/modules/assistant/assistant.repository.ts':
    "import { products } from '../../db/schema/catalog';\nexport const p = products;\n",
  'apps/api/src/modules/identity/sign-up.service.ts':
    "import { UsersRepository } from './users.repository';\nexport const users = new UsersRepository();\n",
  'apps/api/src/modules/registration/registration.service.ts':
    "import { users } from '../identity/sign-up.service';\nexport const service = users;\n",
  'apps/api/src/routes/registration.routes.ts':
    "import { service } from '../modules/registration/registration.service';\nexport const route = service;\n",
  'apps/api/src/pages/list-page.ts':
    "import { escapeHtml } from '../lib/html';\nexport const page = escapeHtml('');\n",
  'apps/api/src/plugins/hosting.ts':
    "import { page } from '../pages/list-page';\nexport interface Hosting { page: typeof page }\n",
  'apps/storefront/src/brands/hom/index.ts': "export default { monogram: 'H' };\n",
  'apps/storefront/src/lib/session.ts': 'export const token = () => null;\n',
  'apps/storefront/src/components/can.tsx':
    "import { token } from '../lib/session';\nexport const can = () => token();\n",
  'apps/storefront/src/features/catalog/list.tsx':
    "import { can } from '../../components/can';\nexport const List = can;\n",
  'apps/storefront/src/features/catalog/card.tsx':
    "import { List } from './list';\nexport const Card = List;\n",
  'apps/storefront/src/features/search/box.tsx': 'export const Box = 1;\n',
  'apps/storefront/src/app/routes/list.route.tsx':
    "import brand from '@brand';\nimport { Card } from '../../features/catalog/card';\nimport { Box } from '../../features/search/box';\nexport const Component = [brand, Card, Box];\n",
};

/** Planted: two cycles (one through a type-only import) and one import per kind of rule. */
const PLANTED = {
  // Cycle in the contract, one side type-only.
  'packages/contract/src/calls/list-routes.ts':
    "import type { Body } from './search';\nexport const SORTS = ['name'];\nexport type B = Body;\n",
  'packages/contract/src/calls/search.ts':
    "import { SORTS } from './list-routes';\nexport interface Body { sort: (typeof SORTS)[number] }\n",
  'packages/contract/src/leak.ts':
    "import { escapeHtml } from '../../../apps/api/src/lib/html';\nexport const x = escapeHtml;\n",
  // A module reaching HTTP: Fastify (types too) and a plugin.
  'apps/api/src/modules/catalog/product-page.ts':
    "import type { FastifyRequest } from 'fastify';\nimport type { Hosting } from '../../plugins/hosting';\nexport type P = [FastifyRequest, Hosting];\n",
  // Another module's repository, and a route reading a repository.
  'apps/api/src/modules/registration/drafts.ts':
    "import { UsersRepository } from '../identity/users.repository';\nexport const r = new UsersRepository();\n",
  'apps/api/src/routes/users.routes.ts':
    "import { UsersRepository } from '../modules/identity/users.repository';\nexport const r = UsersRepository;\n",
  // A module importing the schema barrel; another area's schema file; a listed cross-area read
  // (assistant → catalog) of one file does not let another file, or another area, in.
  'apps/api/src/modules/cart/cart.repository.ts':
    "import { users } from '../../db/schema';\nexport const c = users;\n",
  'apps/api/src/modules/cart/cart-lines.repository.ts':
    "import { products } from '../../db/schema/catalog';\nexport const c = products;\n",
  'apps/api/src/modules/assistant/chat.repository.ts':
    "import { products } from '../../db/schema/catalog';\nexport const c = products;\n",
  'apps/api/src/modules/content/publication.repository.ts':
    "import { users } from '../../db/schema/identity';\nexport const c = users;\n",
  // A page builder importing a plugin.
  'apps/api/src/pages/product-page.ts':
    "import type { Hosting } from '../plugins/hosting';\nexport type H = Hosting;\n",
  // SPA: lib ← components ← features ← app, features apart, no @brand in features.
  'apps/storefront/src/lib/api-client.ts':
    "import { List } from '../features/catalog/list';\nimport { send } from './api-transport';\nexport const c = [List, send];\n",
  'apps/storefront/src/lib/api-transport.ts':
    "import type { c } from './api-client';\nexport const send = (x?: typeof c) => x;\n",
  'apps/storefront/src/components/menu.tsx':
    "import { Component } from '../app/routes/list.route';\nexport const Menu = Component;\n",
  'apps/storefront/src/features/search/results.tsx':
    "import { Card } from '../catalog/card';\nexport const Results = Card;\n",
  'apps/storefront/src/features/content/wifi/free-wifi-screen.tsx':
    "import brand from '@brand';\nexport const Wifi = brand;\n",
  // A barrel.
  'apps/storefront/src/features/catalog/index.ts': "export { Card } from './card';\n",
  'apps/storefront/src/app/routes/product.route.tsx':
    "import { Card } from '../../features/catalog';\nexport const Component = Card;\n",
  // One more per remaining rule.
  'apps/api/src/pages/repo-page.ts':
    "import { UsersRepository } from '../modules/identity/users.repository';\nexport const p = UsersRepository;\n",
  'apps/api/src/lib/leaky.ts':
    "import { route } from '../routes/registration.routes';\nexport const l = route;\n",
  'apps/api/src/modules/identity/spa.ts':
    "import { token } from '../../../../storefront/src/lib/session';\nexport const t = token;\n",
  'apps/storefront/src/lib/server.ts':
    "import { escapeHtml } from '../../../api/src/lib/html';\nexport const e = escapeHtml;\n",
  'apps/storefront/src/features/catalog/router.tsx':
    "import { Component } from '../../app/routes/list.route';\nexport const R = Component;\n",
  'apps/storefront/src/brands/ca/index.ts':
    "import hom from '../hom/index';\nexport default { ...hom, monogram: 'C' };\n",
  'apps/storefront/src/brands/ca/caracole.route.tsx':
    "import { Component as List } from '../../app/routes/list.route';\nexport const Component = List;\n",
  'apps/storefront/src/i18n/i18n.ts':
    "import { can } from '../components/can';\nexport const i = can;\n",
  'apps/storefront/src/test/render.tsx': 'export const render = () => null;\n',
  'apps/storefront/src/lib/fake.ts':
    "import { render } from '../test/render';\nexport const f = render;\n",
};

const write = (dir, files) => {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
};

let clean;
let planted;
beforeAll(() => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'check-layers-'));
  clean = path.join(tmp, 'clean');
  planted = path.join(tmp, 'planted');
  write(clean, CLEAN);
  write(planted, { ...CLEAN, ...PLANTED });
  return () => fs.rmSync(tmp, { recursive: true, force: true });
});

describe('check-layers', () => {
  it('passes a tree that keeps to the rules', async () => {
    const result = await checkLayers({ baseDir: clean });
    expect(result.report).toMatch(/^no import cycles, no layer violations/);
    expect(result.violations).toEqual([]);
  });

  it('names each planted import with its rule, and each cycle', async () => {
    const { violations, errors } = await checkLayers({ baseDir: planted });
    const found = violations.map((v) =>
      v.cycle ? `${v.rule}: ${[v.from, ...v.cycle].join(' → ')}` : `${v.rule}: ${v.from} → ${v.to}`,
    );
    const api = 'apps/api/src';
    const spa = 'apps/storefront/src';
    const expected = [
      'contract-imports-only-zod: packages/contract/src/leak.ts → apps/api/src/lib/html.ts',
      `api-modules-no-fastify: ${api}/modules/catalog/product-page.ts → fastify`,
      `api-modules-no-http-layers: ${api}/modules/catalog/product-page.ts → ${api}/plugins/hosting.ts`,
      `api-module-repositories-private: ${api}/modules/registration/drafts.ts → ${api}/modules/identity/users.repository.ts`,
      `api-modules-no-schema-barrel: ${api}/modules/cart/cart.repository.ts → ${api}/db/schema.ts`,
      `api-module-owns-its-tables: ${api}/modules/cart/cart-lines.repository.ts → ${api}/db/schema/catalog.ts`,
      `api-module-owns-its-tables: ${api}/modules/assistant/chat.repository.ts → ${api}/db/schema/catalog.ts`,
      `api-module-owns-its-tables: ${api}/modules/content/publication.repository.ts → ${api}/db/schema/identity.ts`,
      `api-routes-no-repositories: ${api}/routes/users.routes.ts → ${api}/modules/identity/users.repository.ts`,
      `api-pages-no-http: ${api}/pages/product-page.ts → ${api}/plugins/hosting.ts`,
      `spa-lib-is-the-bottom: ${spa}/lib/api-client.ts → ${spa}/features/catalog/list.tsx`,
      `spa-components-no-domain: ${spa}/components/menu.tsx → ${spa}/app/routes/list.route.tsx`,
      `spa-features-isolated: ${spa}/features/search/results.tsx → ${spa}/features/catalog/card.tsx`,
      `spa-features-no-brand: ${spa}/features/content/wifi/free-wifi-screen.tsx → ${spa}/brands/hom/index.ts`,
      `spa-no-barrel-files: ${spa}/app/routes/product.route.tsx → ${spa}/features/catalog/index.ts`,
      `spa-no-re-exports: ${spa}/features/catalog/index.ts → ${spa}/features/catalog/card.tsx`,
      `api-pages-no-repositories: ${api}/pages/repo-page.ts → ${api}/modules/identity/users.repository.ts`,
      `api-lib-is-a-leaf: ${api}/lib/leaky.ts → ${api}/routes/registration.routes.ts`,
      `api-not-storefront: ${api}/modules/identity/spa.ts → ${spa}/lib/session.ts`,
      `storefront-not-api: ${spa}/lib/server.ts → ${api}/lib/html.ts`,
      `spa-features-no-app: ${spa}/features/catalog/router.tsx → ${spa}/app/routes/list.route.tsx`,
      `spa-brands-isolated: ${spa}/brands/ca/index.ts → ${spa}/brands/hom/index.ts`,
      `spa-brands-no-app: ${spa}/brands/ca/caracole.route.tsx → ${spa}/app/routes/list.route.tsx`,
      `spa-i18n-only-lib: ${spa}/i18n/i18n.ts → ${spa}/components/can.tsx`,
      `spa-test-helpers-only-in-tests: ${spa}/lib/fake.ts → ${spa}/test/render.tsx`,
    ];
    for (const line of expected) expect(found).toContain(line);
    // Both cycles, whichever file the tool starts them from.
    const cycles = violations.filter((v) => v.rule === 'no-circular').map((v) => v.from);
    expect(cycles).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^packages\/contract\/src\/calls\/(list-routes|search)\.ts$/),
        expect.stringMatching(/^apps\/storefront\/src\/lib\/api-(client|transport)\.ts$/),
      ]),
    );
    expect(found).toContainEqual(
      expect.stringMatching(
        /^no-circular: packages\/contract\/src\/calls\/(list-routes|search)\.ts → .+ → packages\/contract\/src\/calls\/(list-routes|search)\.ts$/,
      ),
    );
    // Every rule of .dependency-cruiser.cjs is exercised here.
    const rules = require('../.dependency-cruiser.cjs').forbidden.map((rule) => rule.name);
    expect(new Set(violations.map((v) => v.rule))).toEqual(new Set(rules));
    // Nothing flagged in the clean files (the planted tree holds them too).
    expect(violations.filter((v) => v.from in CLEAN)).toEqual([]);
    expect(errors).toBe(violations.length);
  });

  it('fails `npm run check:layers` with the offending imports in its output', () => {
    const run = spawnSync(process.execPath, [script, '--base-dir', planted], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(
      'spa-features-no-brand: apps/storefront/src/features/content/wifi/free-wifi-screen.tsx → apps/storefront/src/brands/hom/index.ts',
    );
    expect(run.stdout).toMatch(
      /no-circular: apps\/storefront\/src\/lib\/api-(client|transport)\.ts → /,
    );
    expect(run.stdout).toContain('rules broken:');
  });
});
