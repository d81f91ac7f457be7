import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SLUGS = ['hom', 'ca', 'ca-dealer', 'rowe', 'jc', 'art', 'ffd'];
/** The PostgreSQL server benches make their databases on. */
export const PG_ADMIN = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** An empty database `name` on the bench's PostgreSQL server (dropped first); its URL. */
export const freshPostgres = async (name) => {
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN);
  url.pathname = `/${name}`;
  return url.toString();
};

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
export const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

/** Starts the real server (as `npm start` runs it) and resolves once /healthz answers 200. */
export const startServer = async ({ port, dataDir, env = {} }) => {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        ALLOW_DEMO_SEED: 'true',
        // Production refuses to start without these (issue 11): mail off, links to local hosts.
        MAIL_OFF: 'true',
        BRAND_ORIGINS: SLUGS.map(
          (s) => `${s.toUpperCase().replace('-', '_')}=http://${s}.localhost:${port}`,
        ).join(','),
        ...env,
      },
    },
  );
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 20));
  }
  const readyMs = performance.now() - started;
  return {
    child,
    readyMs,
    rssMiB: () => {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
    },
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
};
