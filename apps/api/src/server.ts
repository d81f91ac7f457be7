import path from 'node:path';
import { Brands } from '@portal/contract';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { type Database, openDatabase } from './db/database';
import { seedDemoAccounts } from './db/demo-accounts';
import { seedDemoDealers } from './db/demo-dealers';
import { FolderInUseError } from './db/folder-lock';
import { migrate } from './db/migrate';
import { isCatalogEmpty, seedDemo } from './db/seed/seed.service';
import { drawSeedImages } from './db/seed/seed-images';
import { adminSocketPath } from './lib/admin-socket-protocol';

/** Opens the database, migrates, seeds an empty catalogue, listens, and shuts down gracefully. */
const main = async () => {
  const started = performance.now();
  const config = loadConfig();
  if (config.mailOff) {
    console.warn(
      'MAIL_OFF=true: mail and SMS are switched off. Reset links, activation mails and sign-in codes are not sent to anyone.',
    );
  }
  let db: Database;
  try {
    db = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: path.join(config.dataDir, 'pglite'),
    });
  } catch (err) {
    if (err instanceof FolderInUseError) fail(err.message);
    throw err;
  }
  const applied = await migrate(db);
  if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
  if (config.seedOnEmpty && !config.demoSeedAllowed) {
    console.log('NODE_ENV=production: no demo data is loaded (ALLOW_DEMO_SEED=true to insist).');
  } else if (config.seedOnEmpty && (await isCatalogEmpty(db))) {
    console.log('Empty database: loading the demo catalogue (first start only)...');
    await seedDemo(db, {
      dataDir: config.dataDir,
      products: config.seedProducts,
      log: console.log,
    });
  } else if (config.seedOnEmpty) {
    // A folder seeded by an earlier version: draw the pictures added since (a brand's hero
    // room, say); those already there are kept.
    const images = await drawSeedImages(config.dataDir);
    if (images.drawn) console.log(`Drew ${images.drawn} new demo pictures.`);
  }
  if (config.seedOnEmpty && config.demoSeedAllowed) {
    const created = await seedDemoAccounts(db, { allowProduction: true });
    if (created) console.log(`Created ${created} demo accounts (see README, "Demo accounts").`);
    await seedDemoDealers(db);
  }

  // PGlite: the folder is this process's alone, so the admin command asks it (decision 049).
  const adminSocket = config.databaseUrl ? undefined : adminSocketPath(config.dataDir);
  const app = await buildApp({ config, db, adminSocketPath: adminSocket });
  app.addHook('onClose', async () => {
    await db.close();
  });
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    await app.close();
  });

  await app.listen({ port: config.port, host: config.host });
  const port = (app.server.address() as { port: number }).port;
  const ms = Math.round(performance.now() - started);
  console.log(`\nPortal ready in ${ms} ms (${db.kind}). Brand sites:`);
  for (const b of Object.values(Brands)) {
    console.log(`  ${b.code.padEnd(10)} http://${b.defaultHost}:${port}/home`);
  }
  console.log(`  API docs   http://localhost:${port}/docs\n`);
};

const fail = (message: string): never => {
  console.error(`\n${message}\n`);
  process.exit(1);
};

main().catch((err) => {
  if (err instanceof ConfigError) fail(err.message);
  console.error(err);
  process.exit(1);
});
