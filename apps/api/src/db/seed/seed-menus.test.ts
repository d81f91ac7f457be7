import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  type BrandCode,
  BrandCodes,
  Brands,
  type FooterGroup,
  type MenuNode,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { linkAvailableOn } from './brand-menus';
import { seedDemo } from './seed.service';
import { productFilesDir } from './seed-images';

const NODE_KEYS = [
  '_blank',
  'children',
  'is_show',
  'link',
  'name',
  'preview_link',
  'second_menu_style',
];
const PREVIEW = /^\/mibd\/file\/read_file\/product\/([A-Za-z0-9_.-]+)\?width=300$/;

/** How each site spells a category link (RouteTable paths, spec 2). */
const CATEGORY_LINK: Record<BrandCode, RegExp> = {
  HOM: /^\/productList\?Category=([a-z0-9-]+)$/,
  CA: /^\/product\/category\/([a-z0-9-]+)$/,
  CA_DEALER: /^\/product\/category\/([a-z0-9-]+)$/,
  JC: /^\/productList\/category\?Category=([a-z0-9-]+)$/,
  ART: /^\/shop\/(?!portfolio)([a-z0-9-]+)$/,
  ROWE: /^\/products\?Category=([a-z0-9-]+)$/,
  FFD: /^\/FFDProductList\?category=([a-z0-9-]+)$/,
};

let t: TestDatabase;
let dataDir: string;
const trees = new Map<string, unknown>();

beforeAll(async () => {
  t = await createTestDatabase();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-seed-menus-'));
  await seedDemo(t.db, { dataDir, products: 400 });
  const { rows } = await t.db.query<{ brand_code: string; kind: string; tree: unknown }>(
    'SELECT brand_code, kind, tree FROM brand_menus',
  );
  for (const r of rows) trees.set(`${r.brand_code}/${r.kind}`, r.tree);
});

afterAll(async () => {
  await t?.cleanup();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

const walk = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...walk(n.children)]);

/** Category slugs a site lists (leaf and parent), taken-down products not counted. */
const listedSlugs = async (code: BrandCode): Promise<Set<string>> => {
  const brandId = Brands[code].brandId;
  const scope = code === 'HOM' ? 'true' : code === 'FFD' ? 'p.is_flash_deal' : 'p.brand_id = $1';
  const { rows } = await t.db.query<{ slug: string }>(
    `SELECT DISTINCT c.slug FROM products p JOIN categories c ON c.id = p.category_id
     WHERE p.status <> '3' AND ${scope}
     UNION SELECT DISTINCT parent.slug FROM products p JOIN categories c ON c.id = p.category_id
     JOIN categories parent ON parent.id = c.parent_id WHERE p.status <> '3' AND ${scope}`,
    scope.includes('$1') ? [brandId] : [],
  );
  return new Set(rows.map((r) => r.slug));
};

describe.each(BrandCodes)('%s menus', (code) => {
  it('has menu nodes of exactly the spec’s shape, linking to the site’s own routes', async () => {
    const menu = trees.get(`${code}/menu`) as MenuNode[];
    expect(menu.length).toBeGreaterThanOrEqual(4);
    const all = walk(menu);
    const listed = await listedSlugs(code);
    let categoryLinks = 0;
    for (const n of all) {
      expect(Object.keys(n).sort(), n.name).toEqual(NODE_KEYS);
      expect(typeof n._blank).toBe('boolean');
      expect(typeof n.is_show).toBe('boolean');
      expect(['1', '5']).toContain(n.second_menu_style);
      expect(linkAvailableOn(n.link, code), `${code} ${n.link}`).toBe(true);
      const slug = CATEGORY_LINK[code].exec(n.link)?.[1];
      if (slug) {
        categoryLinks += 1;
        if (n.is_show) expect(listed.has(slug), `${code} lists ${slug}`).toBe(true);
      }
    }
    expect(categoryLinks).toBeGreaterThanOrEqual(8);
    expect(all.some((n) => !n.is_show)).toBe(true);
    expect(all.some((n) => n._blank) || code === 'FFD').toBe(true);
  });

  it('gives image grids (style 5) a preview picture for every child', async () => {
    const menu = trees.get(`${code}/menu`) as MenuNode[];
    const grids = walk(menu).filter((n) => n.second_menu_style === '5');
    expect(grids.length).toBeGreaterThanOrEqual(1);
    for (const grid of grids) {
      expect(grid.children.length).toBeGreaterThan(0);
      for (const child of grid.children) {
        const file = PREVIEW.exec(child.preview_link)?.[1];
        expect(file, child.preview_link).toBeTruthy();
        await expect(
          fs.access(path.join(productFilesDir(dataDir), file!)),
        ).resolves.toBeUndefined();
      }
    }
    for (const n of walk(menu).filter((x) => x.second_menu_style === '1')) {
      for (const child of n.children) expect(child.preview_link).toBe('');
    }
  });

  it('has a tablet menu with hidden entries dropped and short lists', () => {
    const pad = trees.get(`${code}/pad`) as MenuNode[];
    expect(pad.length).toBeGreaterThan(0);
    for (const n of walk(pad)) {
      expect(n.is_show).toBe(true);
      expect(n.children.length).toBeLessThanOrEqual(6);
      expect(Object.keys(n).sort()).toEqual(NODE_KEYS);
    }
  });

  it('has footer groups with care, company and legal links on its own routes', () => {
    const footer = trees.get(`${code}/footer`) as FooterGroup[];
    expect(footer.map((g) => g.name)).toContain('Legal');
    for (const g of footer) {
      expect(Object.keys(g).sort()).toEqual(['children', 'name']);
      for (const l of g.children) {
        expect(Object.keys(l).sort()).toEqual(['_blank', 'link', 'name']);
        expect(linkAvailableOn(l.link, code), l.link).toBe(true);
      }
    }
    const links = footer.flatMap((g) => g.children.map((l) => l.link));
    for (const legal of [
      '/privacyPolicy',
      '/TermsOfUse',
      '/cookiesPolicy',
      '/refundPolicy',
      '/cancellation',
      '/contactUs',
      '/warranty',
    ]) {
      expect(links).toContain(legal);
    }
    expect(links.includes('/sample-request')).toBe(code !== 'FFD');
  });
});

describe('linkAvailableOn', () => {
  it('matches route patterns per brand and ignores the query', () => {
    expect(linkAvailableOn('/product/category/sofas', 'CA')).toBe(true);
    expect(linkAvailableOn('/product/category/sofas', 'HOM')).toBe(false);
    expect(linkAvailableOn('/productList?Room=bed_room', 'HOM')).toBe(true);
    expect(linkAvailableOn('/productList?Room=bed_room', 'JC')).toBe(false);
    expect(linkAvailableOn('/sample-request', 'FFD')).toBe(false);
    expect(linkAvailableOn('/nowhere', 'HOM')).toBe(false);
  });
});
