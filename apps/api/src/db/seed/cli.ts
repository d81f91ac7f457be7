import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config';
import { type Database, openDatabase } from '../database';
import { FolderInUseError } from '../folder-lock';
import { migrate } from '../migrate';
import { DEFAULT_PRODUCTS, isCatalogEmpty, resetCatalog, seedDemo } from './seed.service';

const USAGE = `Loads the demo catalogue (products, categories, collections, menus, pictures).

Usage: npm run seed --workspace apps/api -- [--products N] [--reset] [--allow-production]

  --products N          how many products (default ${DEFAULT_PRODUCTS.toLocaleString('en-US')})
  --reset               empty the catalogue first (otherwise a filled catalogue is left alone)
  --allow-production    run even when NODE_ENV=production
`;

class UsageError extends Error {}

const parse = (argv: string[]) => {
  const { values } = parseArgs({
    args: argv,
    options: {
      products: { type: 'string' },
      reset: { type: 'boolean', default: false },
      'allow-production': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  let products: number | undefined;
  if (values.products !== undefined) {
    products = Number(values.products.replace(/_/g, ''));
    if (!Number.isInteger(products) || products < 0 || products > 1_000_000) {
      throw new UsageError(`--products must be a whole number from 0 to 1,000,000`);
    }
  }
  return {
    products,
    reset: values.reset,
    allowProduction: values['allow-production'],
    help: values.help,
  };
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const main = async (): Promise<number> => {
  const args = parse(process.argv.slice(2));
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  // Before the configuration: production's own requirements (mail, origins) mean nothing here.
  if (process.env.NODE_ENV === 'production' && !args.allowProduction) {
    console.error('Refusing to seed with NODE_ENV=production. Pass --allow-production to do it.');
    return 1;
  }
  const config = loadConfig();
  const started = performance.now();
  const db: Database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  try {
    const applied = await migrate(db);
    if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
    if (!(await isCatalogEmpty(db))) {
      if (!args.reset) {
        console.log('The catalogue already has data; nothing changed. Use --reset to replace it.');
        return 0;
      }
      console.log('Emptying the catalogue (--reset)...');
      await resetCatalog(db);
    }
    const where = db.kind === 'pglite' ? path.join(config.dataDir, 'pglite') : 'PostgreSQL';
    console.log(`Seeding ${where}, pictures in ${path.join(config.dataDir, 'files', 'product')}`);
    const s = await seedDemo(db, {
      dataDir: config.dataDir,
      products: args.products ?? config.seedProducts,
      log: (msg) => console.log(`  ${msg}`),
    });
    const perBrand = Object.entries(s.perBrand)
      .map(([b, n]) => `${b} ${n}`)
      .join(', ');
    console.log(`
Demo catalogue ready:
  products     ${s.products} (${perBrand}; ${s.flashDeals} flash deals)
  catalogue    ${s.brands} brands, ${s.rooms} rooms, ${s.categories} categories, ${s.collections} collections, ${s.menus} menus
  pictures     ${s.images.drawn} drawn, ${s.images.skipped} already there
  timings      pictures ${seconds(s.ms.images)}, products ${seconds(s.ms.products)}, analyze ${seconds(s.ms.analyze)}, seed ${seconds(s.ms.total)}, all ${seconds(performance.now() - started)}`);
    return 0;
  } finally {
    // The PGlite folder stays locked until the database is closed.
    await db.close();
  }
};

const isArgsError = (err: unknown): err is Error =>
  err instanceof UsageError ||
  (err instanceof TypeError &&
    String((err as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS'));

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    if (isArgsError(err)) console.error(`${err.message}\n\n${USAGE}`);
    else if (err instanceof ConfigError || err instanceof FolderInUseError)
      console.error(err.message);
    else console.error(err);
    process.exitCode = 1;
  },
);
