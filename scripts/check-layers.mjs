#!/usr/bin/env node
// `npm run check:layers`, and a step of `npm test`: fails on any import cycle (type-only imports
// included) and on imports that break the rules of docs/architecture.md, naming each one as
// `rule: file → imported file`. The rules are in .dependency-cruiser.cjs (dependency-cruiser).
// `--base-dir <dir>` checks another tree of the same layout (scripts/check-layers.test.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractWebpackResolveConfig from 'dependency-cruiser/config-utl/extract-webpack-resolve-config';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CONFIG_FILE = path.join(root, '.dependency-cruiser.cjs');

/** The trees checked, relative to the base folder (missing ones are skipped). */
export const LAYER_ROOTS = [
  'packages/contract/src',
  'apps/api/src',
  'apps/api/test',
  'apps/storefront/src',
];

/**
 * Cruises `roots` under `baseDir` with the rule set of .dependency-cruiser.cjs. Resolves with the
 * violations ({ rule, from, to, cycle, comment }), the text report and the counts.
 */
export async function checkLayers({ baseDir = root, roots = LAYER_ROOTS } = {}) {
  const present = roots.filter((dir) => fs.existsSync(path.join(baseDir, dir)));
  const options = await extractDepcruiseOptions(CONFIG_FILE);
  const webpack = options.webpackConfig;
  const resolveOptions = webpack
    ? await extractWebpackResolveConfig(webpack.fileName, { baseDir })
    : {};
  const result = await cruise(present, { ...options, baseDir, outputType: 'json' }, resolveOptions);
  const output = typeof result.output === 'string' ? JSON.parse(result.output) : result.output;
  const comments = new Map(
    (options.ruleSet?.forbidden ?? []).map((rule) => [rule.name, rule.comment ?? '']),
  );
  const violations = output.summary.violations.map((v) => ({
    rule: v.rule.name,
    severity: v.rule.severity,
    from: v.from,
    to: v.to,
    cycle: v.cycle?.map((step) => (typeof step === 'string' ? step : step.name)) ?? null,
    comment: comments.get(v.rule.name) ?? '',
  }));
  const lines = violations.map((v) =>
    v.cycle ? `${v.rule}: ${[v.from, ...v.cycle].join(' → ')}` : `${v.rule}: ${v.from} → ${v.to}`,
  );
  const errors = violations.filter((v) => v.severity === 'error').length;
  const byRule = [...new Set(violations.map((v) => v.rule))]
    .map((name) => `  ${name}: ${comments.get(name)}`)
    .join('\n');
  const report = violations.length
    ? `${lines.join('\n')}\n\nrules broken:\n${byRule}\n\n${violations.length} import(s) break the rules of docs/architecture.md (${output.summary.totalCruised} modules checked).`
    : `no import cycles, no layer violations (${output.summary.totalCruised} modules, ${output.summary.totalDependenciesCruised} imports checked).`;
  return { violations, errors, report, modules: output.summary.totalCruised };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--base-dir');
  const baseDir = at > 0 ? path.resolve(process.argv[at + 1] ?? '.') : root;
  const { errors, report } = await checkLayers({ baseDir });
  console.log(report);
  process.exit(errors ? 1 : 0);
}
