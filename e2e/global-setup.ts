import fs from 'node:fs';
import path from 'node:path';

// Each run gets a clean temp folder (the web server cleans its own data folder).
export default function globalSetup() {
  const artifacts = path.join(import.meta.dirname, '.artifacts', process.env.E2E_PORT ?? '8181');
  for (const dir of ['tmp']) {
    fs.rmSync(path.join(artifacts, dir), { recursive: true, force: true });
  }
  fs.mkdirSync(path.join(artifacts, 'tmp'), { recursive: true });
}
