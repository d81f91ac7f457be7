import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '..');
const stylesDir = path.resolve(src, '../../../node_modules/@mantine/core/styles');
const listed = fs.readFileSync(path.join(import.meta.dirname, 'mantine-styles.ts'), 'utf8');

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

/** Every value imported from @mantine/core anywhere in the storefront. */
const usedComponents = () => {
  const names = new Set<string>();
  for (const file of sourceFiles(src)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import\s*\{([^}]+)\}\s*from\s*'@mantine\/core'/g)) {
      for (const part of match[1]!.split(',')) {
        const name = part.trim().replace(/^type\s+/, '');
        if (/^[A-Z]/.test(name) && !part.trim().startsWith('type ')) names.add(name);
      }
    }
  }
  return [...names];
};

describe('Mantine styles', () => {
  it('imports the styles of every Mantine component the storefront uses', () => {
    const used = usedComponents();
    expect(used.length).toBeGreaterThan(20);
    const missing = used.filter(
      (name) =>
        fs.existsSync(path.join(stylesDir, `${name}.css`)) &&
        !listed.includes(`@mantine/core/styles/${name}.css'`),
    );
    expect(missing).toEqual([]);
  });

  it('imports only files that exist', () => {
    const files = [...listed.matchAll(/'@mantine\/core\/styles\/([^']+)'/g)].map((m) => m[1]!);
    expect(files.filter((f) => !fs.existsSync(path.join(stylesDir, f)))).toEqual([]);
  });
});
