// The browser tests' web server: a fresh data folder each run, then the real server on the real
// builds. (Cleaning here, not in globalSetup, because Playwright starts the web server first.)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
fs.rmSync(process.env.DATA_DIR, { recursive: true, force: true });
fs.rmSync(`${process.env.DATA_DIR}.lock`, { recursive: true, force: true });
const server = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
