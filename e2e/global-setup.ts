import fs from 'node:fs';
import path from 'node:path';

// Runs before the web server starts: each run gets an empty database and a clean temp folder.
export default function globalSetup() {
  const artifacts = path.join(import.meta.dirname, '.artifacts', process.env.E2E_PORT ?? '8181');
  for (const dir of ['data', 'tmp']) {
    fs.rmSync(path.join(artifacts, dir), { recursive: true, force: true });
  }
  fs.mkdirSync(path.join(artifacts, 'tmp'), { recursive: true });
}
