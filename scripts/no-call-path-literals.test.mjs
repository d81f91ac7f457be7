// Issue 35: tests, page objects and benches name no API call path themselves. A call's path comes
// from its descriptor (`userLogin.path`, `${changeMode.path}` in a route glob, `pathOf(readFile, …)`
// in the API tests), as in the storefront (apps/storefront/src/no-call-path-literals.test.ts).
// Paths that are deliberately not calls (unknown, malformed or hostile addresses, pages that are not
// calls) live in one constant, NOT_CALLS of apps/api/test/fixtures/not-calls.ts, the one file
// exempt. Any other string or template literal that begins with a prefix the API claims (after an
// optional origin or `**` glob) is reported as file:line.
// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the planted sources hold templates.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as contract from '@portal/contract';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { NOT_CALLS } from '../apps/api/test/fixtures/not-calls';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const EXEMPT = 'apps/api/test/fixtures/not-calls.ts';

/** The API's path prefixes, as the server claims them. */
const prefixes = [...contract.API_PATH_PREFIXES];

/** A text names an API path: it begins with a prefix, after an optional origin or `**` glob. */
const namesApiPath = (text) => {
  const rest = text.replace(/^(?:[a-z][a-z0-9+.-]*:\/\/[^/?#]*|\*\*)/i, '');
  return prefixes.some((p) => rest.startsWith(p));
};

/**
 * String and template literals of `source` (comments left out) that name an API path: a string,
 * a template's head, or the text after one of its `${…}` (as in `${origin}/mibd/x`).
 */
function callPathLiterals(fileName, source) {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false);
  const found = [];
  const visit = (node) => {
    const texts =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
        ? [node.text]
        : ts.isTemplateExpression(node)
          ? [node.head.text, ...node.templateSpans.map((span) => span.literal.text)]
          : [];
    const text = texts.find(namesApiPath);
    if (text !== undefined) {
      const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
      found.push({ line, text });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Files under `dir` (relative to the root) whose name passes `keep`. */
const filesUnder = (dir, keep) =>
  fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name.startsWith('.')
        ? []
        : filesUnder(rel, keep);
    return keep(entry.name) ? [rel] : [];
  });

/**
 * What the check reads: API tests and their helpers, browser journeys and pages, benches, and the
 * Firefox smoke test (a browser test run by hand).
 */
const scannedFiles = () => [
  ...filesUnder('apps/api/src', (name) => /\.test\.ts$/.test(name)),
  ...filesUnder('apps/api/test', (name) => /\.(ts|mts|js|mjs)$/.test(name)),
  ...filesUnder('e2e', (name) => /\.(ts|mjs)$/.test(name)),
  ...filesUnder('scripts/bench', (name) => /\.mjs$/.test(name)),
  'scripts/firefox-smoke.mjs',
];

describe('no call path literals in tests, page objects and benches', () => {
  it("reads the server's prefixes", () => {
    expect(prefixes).toEqual(expect.arrayContaining(['/mibd', '/mibdol', '/xbom', '/ca/']));
  });

  it('self-check: a planted path is caught (string, template, after an origin, glob), a descriptor is not', () => {
    const planted = [
      '// POST /mibd/product/search is the search call',
      "await t.app.inject({ method: 'POST', url: '/mibd/login/user_login' });",
      'const b = `/mibd/dev/outbox?to=${email}`;',
      'await fetch(`http://127.0.0.1:${port}/mibd/product/search`, {});',
      "await page.route('**/mibd/common/change_mode', (r) => r.abort());",
      'const e = "/xbom/login/userInfo";',
      "const f = 'http://127.0.0.1:8080/healthz';",
      'await page.route(`**${changeMode.path}`, (r) => r.abort());',
      "const h = '/products?x=/mibd';",
      'const i = `${userLogin.path}?x=1`;',
      "const j = '/cart';",
    ].join('\n');
    expect(callPathLiterals('planted.ts', planted)).toEqual([
      { line: 2, text: '/mibd/login/user_login' },
      { line: 3, text: '/mibd/dev/outbox?to=' },
      { line: 4, text: '/mibd/product/search' },
      { line: 5, text: '**/mibd/common/change_mode' },
      { line: 6, text: '/xbom/login/userInfo' },
      { line: 7, text: 'http://127.0.0.1:8080/healthz' },
    ]);
  });

  it('finds none outside NOT_CALLS', () => {
    const files = scannedFiles();
    expect(files.length).toBeGreaterThan(150);
    expect(files).toContain(EXEMPT);
    const found = files
      .filter((file) => file !== EXEMPT)
      .flatMap((file) =>
        callPathLiterals(file, fs.readFileSync(path.join(root, file), 'utf8')).map(
          ({ line, text }) => `${file}:${line}: '${text}'`,
        ),
      );
    expect(
      found,
      "take the path from the call's descriptor (`userLogin.path`); a path that is deliberately not a call goes into NOT_CALLS (apps/api/test/fixtures/not-calls.ts)",
    ).toEqual([]);
  });

  it('NOT_CALLS names no call of the contract', () => {
    const callPaths = Object.values(contract)
      .filter((value) => typeof value?.path === 'string' && typeof value?.method === 'string')
      .map((call) => call.path);
    expect(callPaths.length).toBeGreaterThan(100);
    const calls = Object.entries(NOT_CALLS).filter(([, value]) =>
      callPaths.some((p) => value === p || value.startsWith(`${p}?`)),
    );
    expect(calls).toEqual([]);
  });
});
