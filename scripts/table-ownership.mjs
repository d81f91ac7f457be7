#!/usr/bin/env node
// Table ownership in SQL text (issue 35): a module's SQL names only its own area's tables. The
// layer rules (.dependency-cruiser.cjs, 'api-module-owns-its-tables') see the drizzle table
// objects a file imports; this check sees the tables raw SQL names after FROM, JOIN, INTO and
// UPDATE. A table belongs to the area whose schema file (apps/api/src/db/schema/<area>.ts)
// defines it. Run by its test (table-ownership.test.mjs, project `tools`) on every `npm test`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Debt of issue 35: SQL of these files still names another area's tables ([file under
 * modules/, table]). Each moves behind the owning module's service (catalog offers the product
 * facts); shrink the list, never grow it.
 */
export const KNOWN_FOREIGN_TABLES = [
  ['assistant/assistant.repository.ts', 'categories'],
  ['assistant/assistant.repository.ts', 'collections'],
  ['assistant/assistant.repository.ts', 'products'],
  ['cart/cart.repository.ts', 'products'],
  ['orders/invoice.repository.ts', 'companies'],
  ['orders/invoice.repository.ts', 'products'],
  ['orders/invoice.repository.ts', 'users'],
  ['orders/orders.repository.ts', 'products'],
  ['orders/orders.repository.ts', 'users'],
  ['team/team.repository.ts', 'users'],
];

/** table name → area, read from the schema files' pgTable('name', ...) calls. */
export function tableAreas(api) {
  const dir = path.join(api, 'src/db/schema');
  const areas = new Map();
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    for (const m of text.matchAll(/pgTable\(\s*'([a-z_]+)'/g)) areas.set(m[1], file.slice(0, -3));
  }
  return areas;
}

/**
 * Each SQL mention of another area's table in a module file (tests left out) that is not on
 * the known list: "<module file>: <table> (<area>)".
 */
export function foreignTables({ baseDir = root, known = KNOWN_FOREIGN_TABLES } = {}) {
  const api = path.join(baseDir, 'apps/api');
  const areas = tableAreas(api);
  const allowed = new Set(known.map(([file, table]) => `${file}:${table}`));
  const found = [];
  const modules = path.join(api, 'src/modules');
  for (const module of fs.readdirSync(modules)) {
    const dir = path.join(modules, module);
    if (!fs.statSync(dir).isDirectory()) continue;
    for (const file of fs.readdirSync(dir, { recursive: true })) {
      if (!/\.ts$/.test(file) || /\.test\.ts$/.test(file)) continue;
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      const named = new Set(
        [...text.matchAll(/\b(?:FROM|JOIN|INTO|UPDATE)\s+"?([a-z_]+)\b/gi)].map((m) => m[1]),
      );
      for (const table of named) {
        const area = areas.get(table);
        const rel = `${module}/${file}`;
        if (area && area !== module && !allowed.has(`${rel}:${table}`)) {
          found.push(`${rel}: ${table} (${area})`);
        }
      }
    }
  }
  return found;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const found = foreignTables();
  console.log(
    found.length
      ? `SQL naming another area's table (read it through that module's service):\n${found.join('\n')}`
      : `no module SQL names another area's table (${KNOWN_FOREIGN_TABLES.length} known, listed as debt)`,
  );
  process.exit(found.length ? 1 : 0);
}
