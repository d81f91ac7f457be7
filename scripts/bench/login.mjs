import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { median, percentile, root, startServer } from './util.mjs';

/** Call paths: the contract's descriptors (TypeScript, read through tsx). */
const { userLogin } = await tsImport('@portal/contract', import.meta.url);

/** Issue 3: password sign-in latency including argon2id (target p50 < 80 ms), one client. */
export const benchLogin = async () => {
  const port = 8393;
  const server = await startServer({ port, dataDir: path.join(root, '.tmp/bench-login') });
  try {
    const times = [];
    for (let i = 0; i < 60; i++) {
      const started = performance.now();
      const res = await fetch(`http://127.0.0.1:${port}${userLogin.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', host: 'hom.localhost' },
        body: JSON.stringify({
          username: 'designer@demo.test',
          password: 'Portal-Demo-2026!',
          login_type: '1',
          obtain: '1',
        }),
      });
      const body = await res.json();
      if (body.err !== 200) throw new Error(`login failed: ${body.errmsg}`);
      if (i >= 10) times.push(performance.now() - started); // the first ten warm up
    }
    console.log(
      `login (argon2id 19 MiB, t=2): p50 ${median(times).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms over ${times.length} sign-ins (target p50 < 80 ms)`,
    );
  } finally {
    await server.stop();
  }
};
