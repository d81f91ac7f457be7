import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// The check of correlated subqueries (issue 33, guard rail; src/db/correlated-subqueries.test.ts).
// Drizzle writes the columns of a one-table select's `sql` select-list templates without their
// table: `(SELECT 1 FROM certificates c WHERE c.company_id = ${users.company_id})` becomes
// `... = "company_id"`, which binds to the subquery's own table (always true). The rule: inside
// a subquery of a `sql` template, a column of a schema table (or of an alias() of one) goes
// through `qualified()` (db/expressions.ts), never bare as `${table.column}`.

export interface Finding {
  /** The file as given to the scanner. */
  file: string;
  /** 1-based line of the interpolation. */
  line: number;
  /** The interpolated expression as written (`users.company_id`). */
  expression: string;
}

export interface ScanResult {
  findings: Finding[];
  /** `sql` tagged templates read. */
  templates: number;
  /** Of those, templates that open a subquery or are a SELECT themselves. */
  subqueryTemplates: number;
  /** Templates passed as is to `.execute()`: drizzle qualifies every column there (not checked). */
  executed: number;
}

export interface ScanOptions {
  /** Export names of the schema module that are tables (its other exports: types, helpers). */
  tableNames: ReadonlySet<string>;
}

/** An import specifier, seen from `fileName`, that is the schema (db/schema or db/schema/*). */
const isSchemaImport = (specifier: string, fileName: string): boolean => {
  if (!specifier.startsWith('.')) return false;
  const resolved = path.posix.join(
    path.posix.dirname(fileName.split(path.sep).join('/')),
    specifier,
  );
  return /(^|\/)db\/schema(\/[^/]+)?(\.[jt]s)?$/.test(resolved);
};

const isDrizzleImport = (specifier: string) =>
  specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/');

/** `(x)`, `x!`, `x as T`, `x satisfies T` → x. */
const unwrap = (node: ts.Expression): ts.Expression => {
  let e = node;
  while (
    ts.isParenthesizedExpression(e) ||
    ts.isNonNullExpression(e) ||
    ts.isAsExpression(e) ||
    ts.isSatisfiesExpression(e)
  ) {
    e = e.expression;
  }
  return e;
};

/** SQL text opening a subquery right after a `(`: `SELECT`, or `WITH` (a CTE). */
const OPENS_QUERY = /^\s*(select|with)\b/i;

/**
 * Scans one file's text. Each `${x.y}` inside a subquery (a `(SELECT`, `EXISTS (SELECT`,
 * `IN (SELECT` … of the template's text, or anywhere in a template that is itself a SELECT, as a
 * fragment another query embeds) where `x` is a schema table or an alias of one is a finding.
 */
export function scanSource(fileName: string, text: string, options: ScanOptions): ScanResult {
  const source = ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TS,
  );
  const sqlTags = new Set(['sql']);
  const aliasFns = new Set<string>();
  const tables = new Set<string>();
  const namespaces = new Set<string>();

  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
      continue;
    const specifier = statement.moduleSpecifier.text;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings) continue;
    if (isSchemaImport(specifier, fileName)) {
      if (ts.isNamespaceImport(bindings)) namespaces.add(bindings.name.text);
      else
        for (const el of bindings.elements) {
          if (options.tableNames.has((el.propertyName ?? el.name).text)) tables.add(el.name.text);
        }
    } else if (isDrizzleImport(specifier) && ts.isNamedImports(bindings)) {
      for (const el of bindings.elements) {
        const imported = (el.propertyName ?? el.name).text;
        if (imported === 'sql') sqlTags.add(el.name.text);
        if (imported === 'alias') aliasFns.add(el.name.text);
      }
    }
  }

  /** `users` or `schema.users`: a schema table (or alias) expression. */
  const isTableRef = (node: ts.Expression): boolean => {
    const e = unwrap(node);
    if (ts.isIdentifier(e)) return tables.has(e.text);
    return (
      ts.isPropertyAccessExpression(e) &&
      ts.isIdentifier(e.expression) &&
      namespaces.has(e.expression.text) &&
      options.tableNames.has(e.name.text)
    );
  };

  // Tables declared here (pgTable) and alias(table, 'name') of a table, at any depth.
  const declarations: ts.VariableDeclaration[] = [];
  const collect = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node)) declarations.push(node);
    ts.forEachChild(node, collect);
  };
  collect(source);
  let grew = true;
  while (grew) {
    grew = false;
    for (const d of declarations) {
      if (!ts.isIdentifier(d.name) || tables.has(d.name.text) || !d.initializer) continue;
      const init = unwrap(d.initializer);
      if (!ts.isCallExpression(init) || !ts.isIdentifier(init.expression)) continue;
      const callee = init.expression.text;
      const isAlias = aliasFns.has(callee) && init.arguments[0] && isTableRef(init.arguments[0]);
      if (isAlias || callee === 'pgTable') {
        tables.add(d.name.text);
        grew = true;
      }
    }
  }

  const result: ScanResult = { findings: [], templates: 0, subqueryTemplates: 0, executed: 0 };

  const check = (node: ts.TaggedTemplateExpression) => {
    result.templates += 1;
    const template = node.template;
    const pieces = ts.isNoSubstitutionTemplateLiteral(template)
      ? [template.text]
      : [template.head.text, ...template.templateSpans.map((s) => s.literal.text)];
    const spans = ts.isTemplateExpression(template) ? template.templateSpans : [];
    const parent = node.parent;
    const executed =
      ts.isCallExpression(parent) &&
      parent.arguments[0] === node &&
      ts.isPropertyAccessExpression(parent.expression) &&
      parent.expression.name.text === 'execute';

    // Walk the SQL text: a stack of open parentheses (true: it opened a subquery), skipping
    // string literals, quoted identifiers and comments.
    const selfSelect = OPENS_QUERY.test(pieces[0]!);
    const stack: boolean[] = [];
    let opensSubquery = selfSelect;
    let quote: "'" | '"' | null = null;
    let comment: '--' | '/*' | null = null;
    pieces.forEach((piece, index) => {
      if (index > 0) {
        const span = spans[index - 1]!;
        const inside = selfSelect || stack.includes(true);
        const e = unwrap(span.expression);
        if (inside && !executed && ts.isPropertyAccessExpression(e) && isTableRef(e.expression)) {
          const { line } = source.getLineAndCharacterOfPosition(span.expression.getStart(source));
          result.findings.push({ file: fileName, line: line + 1, expression: e.getText(source) });
        }
      }
      for (let i = 0; i < piece.length; i++) {
        const ch = piece[i]!;
        if (comment === '--') {
          if (ch === '\n') comment = null;
        } else if (comment === '/*') {
          if (ch === '*' && piece[i + 1] === '/') {
            comment = null;
            i++;
          }
        } else if (quote) {
          if (ch === quote) quote = null;
        } else if (ch === "'" || ch === '"') {
          quote = ch;
        } else if (ch === '-' && piece[i + 1] === '-') {
          comment = '--';
        } else if (ch === '/' && piece[i + 1] === '*') {
          comment = '/*';
        } else if (ch === '(') {
          const sub = OPENS_QUERY.test(piece.slice(i + 1));
          stack.push(sub);
          opensSubquery ||= sub;
        } else if (ch === ')') {
          stack.pop();
        }
      }
    });
    if (opensSubquery) result.subqueryTemplates += 1;
    if (opensSubquery && executed) result.executed += 1;
  };

  const visit = (node: ts.Node) => {
    if (
      ts.isTaggedTemplateExpression(node) &&
      ts.isIdentifier(node.tag) &&
      sqlTags.has(node.tag.text)
    ) {
      check(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return result;
}

/** The TypeScript sources under `dir` that are not tests (`*.test.ts`) or declarations. */
export const sourceFiles = (dir: string): string[] =>
  (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.d.ts'))
    .map((f) => path.join(dir, f))
    .sort();

/** Scans every file; findings name the file relative to `root`. */
export function scanFiles(
  root: string,
  files: string[],
  options: ScanOptions,
): ScanResult & { files: number } {
  const total: ScanResult & { files: number } = {
    findings: [],
    templates: 0,
    subqueryTemplates: 0,
    executed: 0,
    files: files.length,
  };
  for (const file of files) {
    const r = scanSource(path.relative(root, file), fs.readFileSync(file, 'utf8'), options);
    total.findings.push(...r.findings);
    total.templates += r.templates;
    total.subqueryTemplates += r.subqueryTemplates;
    total.executed += r.executed;
  }
  return total;
}
