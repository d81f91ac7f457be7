import fs from 'node:fs';
import path from 'node:path';
import { median, root, startServer } from './util.mjs';

/**
 * Cold start to /healthz with the builds present and a seeded database: a process start that
 * opens the existing PGlite folder (no migrations or seed left to do). Five runs, median.
 */
export const benchStart = async () => {
  const dataDir = path.join(root, '.tmp/bench-start');
  const port = 8391;
  if (!fs.existsSync(path.join(dataDir, 'pglite'))) {
    console.log('(seeding a bench database first; not timed)');
    const first = await startServer({ port, dataDir });
    console.log(`first start with seed: ${(first.readyMs / 1000).toFixed(1)} s`);
    await first.stop();
  }
  const times = [];
  let rss = 0;
  for (let i = 0; i < 5; i++) {
    const server = await startServer({ port, dataDir });
    times.push(server.readyMs);
    await new Promise((r) => setTimeout(r, 300));
    rss = server.rssMiB();
    await server.stop();
  }
  console.log(
    `cold start to /healthz: median ${median(times).toFixed(0)} ms (runs: ${times.map((t) => t.toFixed(0)).join(', ')} ms; target < 5000 ms)`,
  );
  console.log(`RSS after start: ${rss.toFixed(0)} MiB`);
};
