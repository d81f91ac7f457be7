// The slowest test files of a step, read from the JSON report its runner wrote (vitest's `json`
// reporter, Playwright's `json` reporter), so the next slowdown is seen at the end of `npm test`.
import fs from 'node:fs';
import path from 'node:path';

/** [file, seconds] of a vitest JSON report: each file's wall time. */
const fromVitest = (report) =>
  report.testResults.map((r) => [r.name, (r.endTime - r.startTime) / 1000]);

/** [file, seconds] of a Playwright JSON report: each spec file's summed test time (all tries). */
const fromPlaywright = (report) => {
  const totals = new Map();
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
        totals.set(file, (totals.get(file) ?? 0) + ms / 1000);
      }
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file ?? suite.title);
  return [...totals];
};

/** The `count` slowest files of a report, as printable lines; none when the report is missing. */
export const slowestFiles = (reportPath, root, count = 10) => {
  if (!fs.existsSync(reportPath)) return [];
  const report = JSON.parse(fs.readFileSync(reportPath, 'utf8'));
  const rows = report.testResults ? fromVitest(report) : fromPlaywright(report);
  return rows
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(
      ([file, s]) =>
        `${s.toFixed(1).padStart(7)} s  ${path.relative(root, path.resolve(root, file))}`,
    );
};
