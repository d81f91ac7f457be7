import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The map that checks itself (issue 35): docs/architecture.md's area table against the tree,
 * the decision records' headers and index, and each top-level folder's README against the
 * files it lists. A folder added, renamed or removed without its line fails here.
 */
const root = path.resolve(import.meta.dirname, '..');
const read = (file) => fs.readFileSync(path.join(root, file), 'utf8');
const entries = (dir) => fs.readdirSync(path.join(root, dir), { withFileTypes: true });
const folders = (dir) =>
  entries(dir)
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
const sources = (dir) =>
  entries(dir)
    .filter((e) => e.isFile() && /\.(ts|tsx|mjs)$/.test(e.name) && !/\.test\./.test(e.name))
    .map((e) => e.name);

/** The rows of the markdown table whose header line starts with `header`, as cells. */
const tableRows = (markdown, header) => {
  const lines = markdown.split('\n');
  const start = lines.findIndex((l) => l.startsWith(header));
  if (start < 0) return [];
  const rows = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim()),
    );
  }
  return rows;
};

/** Backticked names in a cell, except those in parentheses (pointers, not owners). */
const namesIn = (cell) =>
  [...cell.replace(/\([^)]*\)/g, '').matchAll(/`([^`]+)`/g)].map((m) => m[1]);

const AREA_HEADER = '| area | contract `calls/`';
/** The area table's columns and the tree each one maps. */
const COLUMNS = [
  { column: 1, what: 'contract calls', names: () => folders('packages/contract/src/calls') },
  { column: 2, what: 'API routes', names: () => folders('apps/api/src/routes') },
  { column: 3, what: 'API modules', names: () => folders('apps/api/src/modules') },
  {
    column: 4,
    what: 'tables',
    // rows.ts and columns.ts are the schema's helpers, not an area's tables.
    names: () =>
      sources('apps/api/src/db/schema')
        .filter((f) => !['rows.ts', 'columns.ts'].includes(f))
        .map((f) => f.replace(/\.ts$/, '')),
  },
  { column: 5, what: 'storefront features', names: () => folders('apps/storefront/src/features') },
];

/** What differs between the area table and the tree: one line per name. */
const areaTableDrift = (markdown, tree) => {
  const rows = tableRows(markdown, AREA_HEADER);
  if (!rows.length) return ['docs/architecture.md has no area table'];
  const drift = [];
  for (const { column, what } of COLUMNS) {
    const listed = rows.flatMap((r) => namesIn(r[column] ?? ''));
    const present = tree[what];
    for (const name of present.filter((n) => !listed.includes(n)))
      drift.push(`${what}: ${name} is in the tree but not in the area table`);
    for (const name of listed.filter((n) => !present.includes(n)))
      drift.push(`${what}: ${name} is in the area table but not in the tree`);
    for (const name of listed.filter((n, i) => listed.indexOf(n) !== i))
      drift.push(`${what}: ${name} is listed twice`);
  }
  return drift;
};

const tree = () => Object.fromEntries(COLUMNS.map((c) => [c.what, c.names()]));

describe('the area table of docs/architecture.md', () => {
  it('names every contract, route, module, schema and feature folder, and only those', () => {
    expect(areaTableDrift(read('docs/architecture.md'), tree())).toEqual([]);
  });

  it('fails on a folder it does not list and on a name with no folder (planted)', () => {
    const doc = read('docs/architecture.md').replace(
      '| `cart` | `cart` | `cart` |',
      '| `carts` | `cart` | `cart` |',
    );
    const planted = { ...tree(), 'API modules': [...tree()['API modules'], 'quotes'] };
    expect(areaTableDrift(doc, planted)).toEqual(
      expect.arrayContaining([
        'contract calls: cart is in the tree but not in the area table',
        'contract calls: carts is in the area table but not in the tree',
        'API modules: quotes is in the tree but not in the area table',
      ]),
    );
  });
});

const DECISIONS = 'docs/decisions';
const HEADER = [
  /^Status: (accepted|proposed|superseded)\b/,
  /^Date: \d{4}-\d{2}(-\d{2})?\b/,
  /^Supersedes: .+/,
  /^Superseded by: .+/,
];

/** What is wrong with the records and their index: one line each. */
const decisionDrift = (records, index) => {
  const drift = [];
  const numbers = Object.keys(records).map((f) => f.slice(0, 3));
  for (const [file, text] of Object.entries(records)) {
    const lines = text.split('\n');
    if (!/^# \d{3} /.test(lines[0] ?? '')) drift.push(`${file}: the title is not "# NNN ..."`);
    HEADER.forEach((pattern, i) => {
      if (!pattern.test(lines[2 + i] ?? ''))
        drift.push(
          `${file}: line ${3 + i} is not "${pattern.source.slice(1, pattern.source.indexOf(':') + 1)}"`,
        );
    });
    const by = (lines[5] ?? '').match(/^Superseded by: (\d{3})/)?.[1];
    if (by) {
      const other = Object.entries(records).find(([f]) => f.startsWith(by));
      if (!other) drift.push(`${file}: superseded by ${by}, which does not exist`);
      else if (!other[1].split('\n')[4]?.includes(file.slice(0, 3)))
        drift.push(`${file}: ${by} does not say it supersedes ${file.slice(0, 3)}`);
    }
    if (!index.includes(`](${file})`)) drift.push(`${file}: not in docs/decisions/README.md`);
  }
  for (const n of numbers.filter((n, i) => numbers.indexOf(n) !== i))
    drift.push(`two records are numbered ${n}`);
  for (const [, linked] of index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g))
    if (!records[linked] && linked !== '000-template.md')
      drift.push(`README links ${linked}, which does not exist`);
  return drift;
};

const records = () =>
  Object.fromEntries(
    fs
      .readdirSync(path.join(root, DECISIONS))
      .filter((f) => /^\d{3}-.+\.md$/.test(f) && f !== '000-template.md')
      .map((f) => [f, read(`${DECISIONS}/${f}`)]),
  );

describe('decision records', () => {
  it('each has its title and header (status, date, supersedes, superseded by) and a row in the index', () => {
    expect(decisionDrift(records(), read(`${DECISIONS}/README.md`))).toEqual([]);
  });

  it('fails on a record without its header, a broken supersession and a missing row (planted)', () => {
    const all = records();
    const [first, second] = Object.keys(all);
    const planted = {
      ...all,
      [first]: all[first].replace(/^Status: .*$/m, 'Status accepted'),
      [second]: all[second].replace(/^Superseded by: .*$/m, 'Superseded by: 999'),
      '998-unlisted.md': all[first].replace(/^# \d{3}/, '# 998'),
    };
    expect(decisionDrift(planted, read(`${DECISIONS}/README.md`))).toEqual(
      expect.arrayContaining([
        `${first}: line 3 is not "Status:"`,
        `${second}: superseded by 999, which does not exist`,
        '998-unlisted.md: not in docs/decisions/README.md',
      ]),
    );
  });
});

/** Files a README must name (in backticks), by folder. */
const README_LISTS = {
  'packages/contract/README.md': () => sources('packages/contract/src'),
  'scripts/README.md': () => [
    ...sources('scripts'),
    ...sources('scripts/bench').map((f) => `bench/${f}`),
  ],
  'e2e/README.md': () => sources('e2e').filter((f) => !f.endsWith('.spec.ts')),
};

/** Names a README leaves out (it may write a file's name bare or with its folder). */
const unlisted = (readme, names) => names.filter((n) => !readme.includes(n));

describe('README files', () => {
  it('every top-level folder has one', () => {
    const missing = [
      'apps/api',
      'apps/storefront',
      'packages/contract',
      'e2e',
      'scripts',
      'docs/decisions',
    ].filter((dir) => !fs.existsSync(path.join(root, dir, 'README.md')));
    expect(missing).toEqual([]);
  });

  for (const [readme, names] of Object.entries(README_LISTS)) {
    it(`${readme} names each of its files`, () => {
      expect(unlisted(read(readme), names())).toEqual([]);
    });
  }

  it('names a file it leaves out (planted)', () => {
    expect(unlisted('`a.ts` and `b.ts`', ['a.ts', 'b.ts', 'c.ts'])).toEqual(['c.ts']);
  });
});
