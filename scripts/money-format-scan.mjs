// Finds amounts written other than through the contract's formatMoney (issue 34: "$6058.52",
// "$-1,312.48" and "Pay $13185.03" were three ways of writing money). It reads the source with
// the TypeScript parser, so a '$' in a comment, a regular expression or a SQL string is not
// mistaken for one written on a screen, in a mail or in a PDF.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * A '$' before an interpolation is money unless the value is a SQL placeholder's index
 * (`$${params.length}`, `$${at + 1}`): arithmetic over such names only, no call.
 */
const PLACEHOLDER_NAMES = /^(?:at|i|idx|index|length|params|this)$/;

const isPlaceholderIndex = (node) => {
  if (ts.isNumericLiteral(node)) return true;
  if (ts.isIdentifier(node)) return PLACEHOLDER_NAMES.test(node.text);
  if (node.kind === ts.SyntaxKind.ThisKeyword) return true;
  if (ts.isPropertyAccessExpression(node))
    return isPlaceholderIndex(node.expression) && PLACEHOLDER_NAMES.test(node.name.text);
  if (ts.isParenthesizedExpression(node)) return isPlaceholderIndex(node.expression);
  if (ts.isBinaryExpression(node))
    return (
      [ts.SyntaxKind.PlusToken, ts.SyntaxKind.MinusToken].includes(node.operatorToken.kind) &&
      isPlaceholderIndex(node.left) &&
      isPlaceholderIndex(node.right)
    );
  return false;
};

const isDollarString = (node) =>
  (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && node.text.endsWith('$');

/** An options object that asks for a currency: `{ style: 'currency' }`. */
const asksForCurrency = (node) =>
  node !== undefined &&
  ts.isObjectLiteralExpression(node) &&
  node.properties.some(
    (p) =>
      ts.isPropertyAssignment(p) &&
      p.name.getText() === 'style' &&
      ts.isStringLiteral(p.initializer) &&
      p.initializer.text === 'currency',
  );

/** `Intl.NumberFormat(…)`, `new Intl.NumberFormat(…)` or `x.toLocaleString(…)`. */
const formatsNumbers = (node) => {
  const callee = node.expression;
  const name = ts.isPropertyAccessExpression(callee)
    ? callee.name.text
    : ts.isIdentifier(callee)
      ? callee.text
      : '';
  return name === 'NumberFormat' || name === 'toLocaleString';
};

/** The findings of one file's text: `{ line, what, text }`. */
export function scanSource(fileName, text) {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const found = [];
  const report = (node, what) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push({ line: line + 1, what, text: node.getText(source).slice(0, 120) });
  };
  const visit = (node) => {
    if (ts.isTemplateExpression(node)) {
      // Each part's text is followed by the next span's expression.
      const texts = [node.head, ...node.templateSpans.map((s) => s.literal)];
      node.templateSpans.forEach((span, i) => {
        if (texts[i].text.endsWith('$') && !isPlaceholderIndex(span.expression))
          report(node, "'$' written before an interpolated amount");
      });
    } else if (ts.isJsxText(node) && node.text.trimEnd().endsWith('$')) {
      const siblings = node.parent.children ?? [];
      const next = siblings[siblings.indexOf(node) + 1];
      if (next && ts.isJsxExpression(next)) report(node.parent, "'$' written before a JSX amount");
    } else if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.PlusToken &&
      (isDollarString(node.left) ||
        (ts.isStringLiteral(node.right) && node.right.text.startsWith('$')))
    ) {
      report(node, "'$' joined to an amount with +");
    } else if (
      (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
      formatsNumbers(node) &&
      (node.arguments ?? []).some(asksForCurrency)
    ) {
      report(node, 'a currency format of its own (use formatMoney)');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const SKIP = new Set(['node_modules', 'dist', '.vite']);

/** Every .ts/.tsx file under apps/<app>/src, tests included (a test's expected text counts). */
export function sourceFiles(root) {
  const out = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (SKIP.has(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
    }
  };
  const apps = path.join(root, 'apps');
  for (const app of fs.readdirSync(apps)) {
    const src = path.join(apps, app, 'src');
    if (fs.existsSync(src)) walk(src);
  }
  return out;
}

/** `file:line what: text` for every amount in apps/<app>/src not written by formatMoney. */
export function scanRepository(root) {
  return sourceFiles(root).flatMap((file) =>
    scanSource(file, fs.readFileSync(file, 'utf8')).map(
      (f) => `${path.relative(root, file)}:${f.line} ${f.what}: ${f.text}`,
    ),
  );
}
