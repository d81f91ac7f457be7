// The SQL side of table ownership (table-ownership.mjs): today's tree passes with its known
// debt; a planted query naming another area's table fails, naming the file and the table.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { foreignTables, KNOWN_FOREIGN_TABLES } from './table-ownership.mjs';

const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'table-ownership-'));
const write = (file, text) => {
  fs.mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
  fs.writeFileSync(path.join(tree, file), text);
};
write(
  'apps/api/src/db/schema/catalog.ts',
  "export const products = pgTable(\n  'products', {});\n",
);
write('apps/api/src/db/schema/cart.ts', "export const cartLines = pgTable('cart_lines', {});\n");
write(
  'apps/api/src/modules/cart/cart.repository.ts',
  'export const q = `SELECT * FROM cart_lines WHERE user_id = $1`;\n',
);
afterAll(() => fs.rmSync(tree, { recursive: true, force: true }));

describe('table ownership in SQL', () => {
  it('passes on the tree as it is (the known debt listed)', () => {
    expect(foreignTables()).toEqual([]);
    expect(KNOWN_FOREIGN_TABLES.length).toBeGreaterThan(0);
  });

  it('lists only debt that is still there (a read moved behind its service leaves the list)', () => {
    const all = foreignTables({ known: [] });
    const stale = KNOWN_FOREIGN_TABLES.filter(
      ([file, table]) => !all.some((line) => line.startsWith(`${file}: ${table} (`)),
    );
    expect(stale).toEqual([]);
  });

  it('passes a module whose SQL names its own tables only', () => {
    expect(foreignTables({ baseDir: tree, known: [] })).toEqual([]);
  });

  it("fails on a planted join of another area's table, naming file and table", () => {
    write(
      'apps/api/src/modules/cart/cart-lines.repository.ts',
      'export const q = `SELECT c.* FROM cart_lines c JOIN products p ON p.sku_number = c.sku_number`;\n',
    );
    expect(foreignTables({ baseDir: tree, known: [] })).toEqual([
      'cart/cart-lines.repository.ts: products (catalog)',
    ]);
    // Listed as known debt, the same file passes.
    expect(
      foreignTables({ baseDir: tree, known: [['cart/cart-lines.repository.ts', 'products']] }),
    ).toEqual([]);
  });
});
