// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { API_PATH_PREFIXES } from '@portal/contract';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The storefront names no API path itself: calls take their path from the contract's
 * descriptors (`lib/call.ts`), pictures from the contract's URL helpers. Any string or template
 * literal that begins with a path prefix the API claims is reported as file:line.
 */

const src = import.meta.dirname;
/** The API's path prefixes, as the server claims them. */
const serverPrefixes = (): string[] => [...API_PATH_PREFIXES];

/** Sources of the app: .ts and .tsx outside tests (`*.test.*`, `test/` folders). */
const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

interface PathLiteral {
  line: number;
  text: string;
}

/** String and template literals of `source` (comments left out) that begin with a prefix. */
function pathLiterals(
  fileName: string,
  source: string,
  prefixes: readonly string[],
): PathLiteral[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: PathLiteral[] = [];
  const visit = (node: ts.Node) => {
    const text =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
        ? node.text
        : ts.isTemplateExpression(node)
          ? node.head.text
          : null;
    if (text !== null && prefixes.some((p) => text.startsWith(p))) {
      const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
      found.push({ line, text });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Names imported from lib/api-client in `source`. */
function apiClientImports(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false);
  return file.statements.flatMap((statement) => {
    if (!ts.isImportDeclaration(statement)) return [];
    const from = (statement.moduleSpecifier as ts.StringLiteral).text;
    const names = statement.importClause?.namedBindings;
    if (!/(^|\/)lib\/api-client$|^\.\/api-client$/.test(from) || !names) return [];
    return ts.isNamedImports(names) ? names.elements.map((e) => e.name.text) : ['*'];
  });
}

describe('no call path literals in the storefront', () => {
  const prefixes = serverPrefixes();

  it("reads the server's prefixes", () => {
    expect(prefixes).toEqual(expect.arrayContaining(['/mibd', '/mibdol', '/xbom', '/ca/']));
  });

  it('self-check: a planted path is caught (string, template, JSX), a comment is not', () => {
    const planted = [
      '// POST /mibd/product/search is the search call',
      "const a = request('/mibd/customerFavourite/customer_list', {});",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the planted source holds a template
      'const b = `/mibd/register/${step}`;',
      'const c = <img src="/xbom/login/userInfo" />;',
      "const d = '/products?x=/mibd';",
    ].join('\n');
    expect(pathLiterals('planted.tsx', planted, prefixes)).toEqual([
      { line: 2, text: '/mibd/customerFavourite/customer_list' },
      { line: 3, text: '/mibd/register/' },
      { line: 4, text: '/xbom/login/userInfo' },
    ]);
  });

  it('finds none in src (outside tests)', () => {
    const files = sourceFiles(src);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      pathLiterals(file, fs.readFileSync(file, 'utf8'), prefixes).map(
        ({ line, text }) => `${path.relative(src, file)}:${line}: '${text}'`,
      ),
    );
    expect(found, 'use a contract descriptor with lib/call.ts instead').toEqual([]);
  });

  it('calls go through lib/call.ts: request and upload by path stay inside lib', () => {
    const found = sourceFiles(src)
      .filter((file) => path.dirname(file) !== path.join(src, 'lib'))
      .flatMap((file) =>
        apiClientImports(file, fs.readFileSync(file, 'utf8'))
          .filter((name) => name === 'request' || name === 'upload' || name === '*')
          .map((name) => `${path.relative(src, file)}: ${name}`),
      );
    expect(found).toEqual([]);
  });
});
