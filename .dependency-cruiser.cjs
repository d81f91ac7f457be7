// Import rules of docs/architecture.md, checked by dependency-cruiser on every `npm test`
// (`npm run check:layers` alone; scripts/check-layers.mjs). Paths are relative to the repository
// root. Type-only imports count: a cycle or a leak through a type is still one.
const path = require('node:path');

const API = '^apps/api/src/';
const SPA = '^apps/storefront/src/';
/** Tests and test helpers cross layers on purpose (an API test builds the whole app). */
const TESTS = ['\\.test\\.tsx?$', '^apps/api/test/', `${SPA}test/`];
const FASTIFY = [
  '(^|/)node_modules/(fastify|@fastify/[^/]+|fastify-[^/]+)/',
  '^(fastify|@fastify/.+|fastify-.+)$',
];

/**
 * Debt of issue 35: each moves behind the owning module's service. A module file reads the tables
 * of its own area only (db/schema/<module>.ts, see 'api-module-owns-its-tables'); these files still
 * import another area's schema file, each pair listed exactly: [file under modules/, area]. A new
 * pair (another file, or another area for a listed file) fails the check. Shrink it, never grow it.
 */
const KNOWN_CROSS_AREA_READS = [
  // products, categories, collections of catalog
  ['assistant/assistant.repository.ts', 'catalog'],
  ['content/publication.repository.ts', 'catalog'],
  ['visualization/visualization.repository.ts', 'catalog'],
  // users, companies, sessions of identity
  ['checkout/checkout.repository.ts', 'identity'],
  ['content/content.repository.ts', 'identity'],
  ['favourites/favourites.repository.ts', 'identity'],
  ['files/private-files.repository.ts', 'identity'],
  ['orders/orders.repository.ts', 'identity'],
  ['registration/dealer-application.repository.ts', 'identity'],
  ['registration/registration.repository.ts', 'identity'],
  ['registration/review.repository.ts', 'identity'],
  ['team/team.repository.ts', 'identity'],
  ['workspace/customers.repository.ts', 'identity'],
  ['workspace/projects.repository.ts', 'identity'],
  ['workspace/workspace-transfer.repository.ts', 'identity'],
  // orders, coupons, company_payment_terms of orders (orders writes coupons.used_count)
  ['checkout/checkout.repository.ts', 'orders'],
  // certificates, company_agreements of registration
  ['checkout/checkout.repository.ts', 'registration'],
  ['files/private-files.repository.ts', 'registration'],
  ['identity/account.repository.ts', 'registration'],
];

/** A rule of one layer: `from` files (tests left out) may not import `to`. */
const rule = (name, comment, from, to) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from, pathNot: TESTS },
  to,
});

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const OWNS_TABLES = {
  name: 'api-module-owns-its-tables',
  comment:
    "A file of modules/<m>/ imports only db/schema/<m>.ts, rows.ts and columns.ts: another area's tables are read through that module's service (exceptions: KNOWN_CROSS_AREA_READS).",
};
/**
 * 'api-module-owns-its-tables': one rule for every module file, and one per file of
 * KNOWN_CROSS_AREA_READS that lets it import just the areas listed for it.
 */
const ownsItsTables = () => {
  const known = new Map();
  for (const [file, area] of KNOWN_CROSS_AREA_READS)
    known.set(file, [...(known.get(file) ?? []), area]);
  const schemaFile = (areas) => ({
    path: `${API}db/schema/[^/]+\\.ts$`,
    pathNot: `${API}db/schema/(${areas.join('|')})\\.ts$`,
  });
  const listed = [...known.keys()].map((file) => `${API}modules/${escapeRegExp(file)}$`);
  return [
    {
      ...OWNS_TABLES,
      severity: 'error',
      from: { path: `${API}modules/([^/]+)/`, pathNot: [...TESTS, ...listed] },
      to: schemaFile(['$1', 'rows', 'columns']),
    },
    ...[...known].map(([file, areas]) => {
      const [module, ...rest] = file.split('/');
      return {
        ...OWNS_TABLES,
        severity: 'error',
        from: { path: `${API}modules/(${module})/${escapeRegExp(rest.join('/'))}$` },
        to: schemaFile(['$1', 'rows', 'columns', ...areas]),
      };
    }),
  ];
};

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'An import cycle (type-only imports included): move what both sides need into a third file.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },

    // packages/contract
    rule(
      'contract-imports-only-zod',
      'The contract is shared by the API and the SPA: it imports zod and its own files, nothing else.',
      '^packages/contract/',
      { pathNot: ['^packages/contract/', '(^|/)node_modules/zod/', '^zod$'] },
    ),
    rule('api-not-storefront', 'The API and the SPA share only the contract.', '^apps/api/', {
      path: '^apps/storefront/',
    }),
    rule(
      'storefront-not-api',
      'The API and the SPA share only the contract.',
      '^apps/storefront/',
      {
        path: '^apps/api/',
      },
    ),

    // apps/api: routes → services → repositories; pages build HTML from services.
    rule(
      'api-modules-no-fastify',
      'Modules (services, repositories) know no HTTP: no Fastify, not even its types.',
      `${API}modules/`,
      { path: FASTIFY },
    ),
    rule(
      'api-modules-no-http-layers',
      'Modules are called by routes, plugins and pages, never the other way round.',
      `${API}modules/`,
      { path: `${API}(plugins|routes|pages)/|${API}(app|server)\\.ts$` },
    ),
    rule(
      'api-module-repositories-private',
      'A module reaches another module through its services, never its repository.',
      `${API}modules/([^/]+)/`,
      { path: `${API}modules/[^/]+/[^/]+\\.repository\\.ts$`, pathNot: `${API}modules/$1/` },
    ),
    rule(
      'api-modules-no-schema-barrel',
      "A module imports its own area's schema file (db/schema/<module>.ts), never the db/schema.ts barrel.",
      `${API}modules/`,
      { path: `${API}db/schema\\.ts$` },
    ),
    ...ownsItsTables(),
    rule(
      'api-routes-no-repositories',
      'Routes are HTTP only: they call services, which own the repositories.',
      `${API}routes/`,
      { path: '\\.repository\\.ts$' },
    ),
    rule(
      'api-pages-no-http',
      'Page builders (src/pages) turn service answers into HTML: no Fastify, plugins or routes.',
      `${API}pages/`,
      { path: [...FASTIFY, `${API}(plugins|routes)/|${API}(app|server)\\.ts$`] },
    ),
    rule(
      'api-pages-no-repositories',
      'Page builders read through services, as routes do.',
      `${API}pages/`,
      { path: '\\.repository\\.ts$' },
    ),
    rule(
      'api-lib-is-a-leaf',
      'src/lib holds helpers every layer may use; it imports none of them.',
      `${API}lib/`,
      { path: `${API}(modules|plugins|routes|pages|db|cli)/|${API}(app|server|config)\\.ts$` },
    ),

    // apps/storefront: lib ← components ← features ← app; brands fill app's slots.
    rule(
      'spa-lib-is-the-bottom',
      'lib/ imports the contract and npm packages only.',
      `${SPA}lib/`,
      { path: `${SPA}(components|features|app|brands|i18n)/` },
    ),
    rule(
      'spa-components-no-domain',
      'components/ are UI primitives: lib/ and the contract, no features, app or brand.',
      `${SPA}components/`,
      { path: `${SPA}(features|app|brands|i18n)/` },
    ),
    rule(
      'spa-features-isolated',
      'Features do not import each other; app/ composes them.',
      `${SPA}features/([^/]+)/`,
      { path: `${SPA}features/`, pathNot: `${SPA}features/$1/` },
    ),
    rule(
      'spa-features-no-app',
      'app/ composes features, not the other way round.',
      `${SPA}features/`,
      {
        path: `${SPA}app/`,
      },
    ),
    rule(
      'spa-features-no-brand',
      'Features get brand data from app/ (props) or lib/current-brand.ts, never @brand or brands/.',
      `${SPA}features/`,
      { path: `${SPA}brands/` },
    ),
    rule(
      'spa-brands-no-app',
      'A brand folder fills slots of app/; it never imports app/.',
      `${SPA}brands/`,
      {
        path: `${SPA}app/`,
      },
    ),
    rule(
      'spa-brands-isolated',
      "A brand never imports another brand's folder (its copy would ship in this build).",
      `${SPA}brands/([^/]+)/`,
      { path: `${SPA}brands/[^/]+/`, pathNot: `${SPA}brands/$1/` },
    ),
    rule('spa-i18n-only-lib', 'i18n/ is part of the first download: lib/ only.', `${SPA}i18n/`, {
      path: `${SPA}(components|features|app|brands)/`,
    }),
    rule(
      'spa-test-helpers-only-in-tests',
      'src/test/ holds test helpers; the app never imports them.',
      SPA,
      { path: `${SPA}test/` },
    ),
    rule(
      'spa-no-barrel-files',
      "No barrel files in the SPA: import the file that holds the thing (a brand's index.ts is its config).",
      SPA,
      {
        path: [`${SPA}index\\.[jt]sx?$`, `${SPA}.*/index\\.[jt]sx?$`],
        pathNot: `${SPA}brands/[^/]+/index\\.ts$`,
      },
    ),
    rule('spa-no-re-exports', 'No re-exports in the SPA (the stuff of barrels).', SPA, {
      dependencyTypes: ['export'],
    }),
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '(^|/)dist/'] },
    // `@brand` (apps/storefront/brand-build.ts) resolves to one brand's config, so that the
    // rules and the cycle check see the edge.
    webpackConfig: { fileName: path.join(__dirname, 'scripts/layers/resolve-aliases.cjs') },
    combinedDependencies: true,
  },
};
