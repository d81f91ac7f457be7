import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  Availability,
  availabilityOf,
  BrandCodes,
  Brands,
  HERO_SCENE_BLOCK,
  HERO_SCENE_SIZE,
  heroSceneFile,
  ProductBrandIds,
  StatusTags,
  statusTagOf,
} from '@portal/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { SEED_EPOCH } from './product-generator';
import { isCatalogEmpty, resetCatalog, type SeedSummary, seedDemo } from './seed.service';
import { PLACEHOLDER_FILE, productFilesDir } from './seed-images';

const PRODUCTS = 800;

interface Row {
  sku_number: string;
  brand_id: string;
  name: string;
  description: string;
  status: string;
  stock: number;
  future_stock: number;
  cash_stock: number;
  is_flash_deal: boolean;
  is_new: boolean;
  msrp_price: string;
  trade_price: string;
  width: string;
  length: string;
  height: string;
  rooms: string[];
  materials: string[];
  finishes: string[];
  image: string;
  images: string[];
  created_at: Date;
}

let t: TestDatabase;
let dataDir: string;
let summary: SeedSummary;
let rows: Row[];
const logs: string[] = [];

beforeAll(async () => {
  t = await createTestDatabase();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-seed-'));
  expect(await isCatalogEmpty(t.db)).toBe(true);
  summary = await seedDemo(t.db, { dataDir, products: PRODUCTS, log: (m) => logs.push(m) });
  rows = (await t.db.query<Row>('SELECT * FROM products ORDER BY id')).rows;
});

afterAll(async () => {
  await t?.cleanup();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

const byBrand = (brandId: string) => rows.filter((r) => r.brand_id === brandId);
const stockFacts = (r: Row) => ({ status: r.status, stock: r.stock, future_stock: r.future_stock });

describe('seedDemo: catalogue rows', () => {
  it('fills every catalogue table and reports it', async () => {
    expect(summary.products).toBe(PRODUCTS);
    expect(rows).toHaveLength(PRODUCTS);
    const count = async (table: string) =>
      Number((await t.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n);
    expect(await count('brands')).toBe(7);
    expect(await count('rooms')).toBe(6);
    expect(await count('categories')).toBe(summary.categories);
    expect(summary.categories).toBeGreaterThanOrEqual(25);
    expect(await count('collections')).toBe(summary.collections);
    expect(await count('brand_menus')).toBe(21);
    expect(logs.some((l) => l.startsWith(`products: ${PRODUCTS}/${PRODUCTS}`))).toBe(true);
    const hosts = (await t.db.query<{ code: string; host: string }>('SELECT * FROM brands')).rows;
    expect(hosts.find((b) => b.code === 'CA_DEALER')?.host).toBe('ca-dealer.localhost');
  });

  it('spreads products evenly over the five product brands and every site', () => {
    for (const brandId of ProductBrandIds) {
      expect(byBrand(brandId)).toHaveLength(PRODUCTS / 5);
      expect(summary.perBrand[brandId]).toBe(PRODUCTS / 5);
    }
    // 400 of 2,800 per site at the default size: the same share at any size.
    const share = Math.floor((PRODUCTS * 400) / 2800);
    const flash = rows.filter((r) => r.is_flash_deal);
    expect(flash.length).toBe(summary.flashDeals);
    expect(flash.length).toBeGreaterThanOrEqual(share);
    expect(byBrand('ca').length).toBeGreaterThanOrEqual(share);
    for (const brandId of ProductBrandIds) {
      expect(flash.some((r) => r.brand_id === brandId)).toBe(true);
    }
    expect(flash.some((r) => r.cash_stock === 0)).toBe(true);
    expect(flash.some((r) => r.cash_stock > 0)).toBe(true);
    expect(rows.filter((r) => !r.is_flash_deal).every((r) => r.cash_stock === 0)).toBe(true);
    expect(flash.every((r) => r.cash_stock <= r.stock)).toBe(true);
  });

  it('has every availability state and every status tag in every product brand', () => {
    const tags = [StatusTags.unavailable, StatusTags.availableSoon, StatusTags.inStock, null];
    for (const brandId of ProductBrandIds) {
      const list = byBrand(brandId).map(stockFacts);
      expect(new Set(list.map(availabilityOf)), brandId).toEqual(new Set(Availability));
      expect(new Set(list.map(statusTagOf)), brandId).toEqual(new Set(tags));
      const takenDown = list.filter((p) => p.status === '3').length / list.length;
      expect(takenDown).toBeGreaterThan(0.01);
      expect(takenDown).toBeLessThan(0.04);
    }
  });

  it('gives unique SKUs in each brand’s style, sane prices, sizes and texts', () => {
    expect(new Set(rows.map((r) => r.sku_number)).size).toBe(rows.length);
    const style: Record<string, RegExp> = {
      ca: /^CA-[A-Z]{3}-\d{6}$/,
      jc: /^JC-\d{6}$/,
      art: /^ART-\d{6}-\d{4}$/,
      rowe: /^RW-[A-Z]\d{3}-\d{3}$/,
      else: /^HOM-[A-Z]{3}-\d{6}$/,
    };
    for (const r of rows) {
      expect(r.sku_number).toMatch(style[r.brand_id]!);
      const msrp = Number(r.msrp_price);
      const trade = Number(r.trade_price);
      expect(trade).toBeLessThan(msrp);
      expect(trade / msrp).toBeGreaterThanOrEqual(0.499);
      expect(trade / msrp).toBeLessThanOrEqual(0.601);
      for (const d of [r.width, r.length, r.height]) expect(Number(d)).toBeGreaterThan(0);
      expect(r.name.split(' ').length).toBeGreaterThanOrEqual(3);
      expect(r.description.match(/[.!]( |$)/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
      expect(r.rooms.length).toBeGreaterThan(0);
      expect(r.materials.length).toBeGreaterThanOrEqual(2);
      expect(r.finishes).toHaveLength(2);
      const age = SEED_EPOCH - r.created_at.getTime();
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThanOrEqual(731 * 86_400_000);
    }
    expect(
      rows.filter((r) => r.brand_id === 'ca').every((r) => r.name.startsWith('Caracole ')),
    ).toBe(true);
    const newShare = rows.filter((r) => r.is_new).length / rows.length;
    expect(newShare).toBeGreaterThan(0.05);
    expect(newShare).toBeLessThan(0.25);
  });

  it('puts every product in a leaf category whose rooms it shares, and in its brand’s portfolio', async () => {
    const { rows: bad } = await t.db.query(
      `SELECT p.sku_number FROM products p
       JOIN categories c ON c.id = p.category_id
       LEFT JOIN collections col ON col.id = p.collection_id
       WHERE c.parent_id IS NULL OR p.rooms <> c.rooms OR col.brand_id IS DISTINCT FROM p.brand_id`,
    );
    expect(bad).toEqual([]);
  });
});

describe('seedDemo: pictures', () => {
  it('draws every referenced picture: PNG with alpha, JPEG on white', async () => {
    const dir = productFilesDir(dataDir);
    const collections = (await t.db.query<{ image: string }>('SELECT image FROM collections')).rows;
    const files = new Set([
      ...rows.flatMap((r) => [r.image, ...r.images]),
      ...collections.map((c) => c.image),
    ]);
    for (const r of rows) expect(r.images[0]).toBe(r.image);
    for (const file of files) {
      const meta = await sharp(path.join(dir, file)).metadata();
      expect(meta.width, file).toBe(1000);
      expect(meta.height, file).toBe(750);
      if (file.endsWith('.png')) {
        expect(meta.format, file).toBe('png');
        expect(meta.hasAlpha, file).toBe(true);
        const corner = await sharp(path.join(dir, file))
          .extract({ left: 0, top: 0, width: 1, height: 1 })
          .raw()
          .toBuffer();
        expect(corner[3], `${file} corner is transparent`).toBe(0);
      } else {
        expect(meta.format, file).toBe('jpeg');
      }
    }
    const placeholder = await sharp(path.join(dir, PLACEHOLDER_FILE)).metadata();
    expect(placeholder.format).toBe('png');
  });

  it("draws each brand's hero room where its home page asks read_file for it", async () => {
    for (const brand of BrandCodes) {
      const file = path.join(dataDir, 'files', HERO_SCENE_BLOCK, heroSceneFile(Brands[brand].slug));
      const meta = await sharp(file).metadata();
      expect(meta.format, brand).toBe('jpeg');
      expect([meta.width, meta.height], brand).toEqual([
        HERO_SCENE_SIZE.width,
        HERO_SCENE_SIZE.height,
      ]);
    }
  });
});

describe('seedDemo: idempotence and determinism', () => {
  it('refuses a filled catalogue; after a reset, racing seeds give the same catalogue once', async () => {
    expect(await isCatalogEmpty(t.db)).toBe(false);
    await expect(seedDemo(t.db, { dataDir, products: 10 })).rejects.toThrow(/not empty/);
    const fingerprint = async () =>
      (
        await t.db.query<{ h: string }>(
          `SELECT md5(string_agg(sku_number || name || msrp_price || stock || image, ',' ORDER BY id)) AS h
           FROM products`,
        )
      ).rows[0]!.h;
    const before = await fingerprint();
    const first20 = rows.slice(0, 20).map((r) => [r.sku_number, r.name]);

    await resetCatalog(t.db);
    expect(await isCatalogEmpty(t.db)).toBe(true);
    // Two processes starting together: one seeds, the other finds the catalogue filled.
    const both = await Promise.all([
      seedDemo(t.db, { dataDir, products: PRODUCTS }),
      seedDemo(t.db, { dataDir, products: PRODUCTS }),
    ]);
    expect(both.map((s) => s.alreadySeeded).sort()).toEqual([false, true]);
    expect(both.map((s) => s.products).sort()).toEqual([0, PRODUCTS]);
    expect(both.every((s) => s.images.drawn === 0)).toBe(true); // the pictures were there
    const { rows: now } = await t.db.query<Row>(
      'SELECT sku_number, name FROM products ORDER BY id LIMIT 20',
    );
    expect(now.map((r) => [r.sku_number, r.name])).toEqual(first20);
    expect(await fingerprint()).toBe(before);
    expect(BrandCodes).toHaveLength(7);
  });
});
