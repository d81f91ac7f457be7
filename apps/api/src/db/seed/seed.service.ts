import {
  type BrandCode,
  BrandCodes,
  Brands,
  type ProductBrandId,
  ProductBrandIds,
} from '@portal/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../database';
import { brandMenus, brands } from '../schema';
import { buildBrandMenus, type SiteCatalogue } from './brand-menus';
import { insertCatalogue, type SeededCollection } from './catalog-insert';
import { LEAF_CATEGORIES, PARENT_CATEGORIES } from './categories';
import { drawExampleRooms } from './example-rooms';
import { insertProducts, type SiteUsage, type UsageKey } from './product-insert';
import { drawSeedImages, type ImageStats, productImageName } from './seed-images';

/** 560 per product brand: every one of the seven sites lists at least 400. */
export const DEFAULT_PRODUCTS = 2_800;

/** Tables the seed fills, children first (the order TRUNCATE and a reader would expect). */
export const CATALOGUE_TABLES = [
  'brand_menus',
  'products',
  'collections',
  'categories',
  'rooms',
  'brands',
] as const;

export interface SeedSummary {
  /** True when another process seeded first (several API processes starting together). */
  alreadySeeded: boolean;
  products: number;
  perBrand: Record<ProductBrandId, number>;
  flashDeals: number;
  brands: number;
  rooms: number;
  categories: number;
  collections: number;
  menus: number;
  images: ImageStats;
  /** Milliseconds per step. */
  ms: { images: number; catalogue: number; products: number; analyze: number; total: number };
}

const SEED_LOCK = 727002;

const EMPTY_SUMMARY: Omit<SeedSummary, 'images'> = {
  alreadySeeded: false,
  products: 0,
  perBrand: { ca: 0, art: 0, jc: 0, rowe: 0, else: 0 },
  flashDeals: 0,
  brands: 0,
  rooms: 0,
  categories: 0,
  collections: 0,
  menus: 0,
  ms: { images: 0, catalogue: 0, products: 0, analyze: 0, total: 0 },
};

export interface SeedOptions {
  dataDir: string;
  products?: number | undefined;
  log?: (msg: string) => void;
}

/** True when no catalogue table holds a row: the only state in which the seed may run. */
export const isCatalogEmpty = async (db: Database): Promise<boolean> => {
  const { rows } = await db.query<{ empty: boolean }>(
    `SELECT NOT EXISTS (SELECT 1 FROM brands) AND NOT EXISTS (SELECT 1 FROM rooms)
       AND NOT EXISTS (SELECT 1 FROM categories) AND NOT EXISTS (SELECT 1 FROM collections)
       AND NOT EXISTS (SELECT 1 FROM products) AND NOT EXISTS (SELECT 1 FROM brand_menus)
       AS empty`,
  );
  return rows[0]?.empty === true;
};

/** Empties the catalogue. CASCADE also empties rows that point at products (carts, favourites). */
export const resetCatalog = (db: Database): Promise<void> =>
  db.exec(`TRUNCATE ${CATALOGUE_TABLES.join(', ')} RESTART IDENTITY CASCADE`);

const siteCatalogue = (
  usage: SiteUsage,
  collections: readonly SeededCollection[],
): SiteCatalogue => ({
  categories: usage.categories,
  rooms: usage.rooms,
  collections: collections.filter((c) => usage.collections.has(c.id)),
});

/** Which product counts each brand site lists: HOM all, CA sites 'ca', FFD the flash deals. */
const usageKeysOf = (code: BrandCode): UsageKey[] =>
  code === 'HOM' ? [...ProductBrandIds] : [Brands[code].brandId];

const mergeUsage = (parts: SiteUsage[]): SiteUsage => ({
  categories: new Set(parts.flatMap((u) => [...u.categories])),
  rooms: new Set(parts.flatMap((u) => [...u.rooms])),
  collections: new Set(parts.flatMap((u) => [...u.collections])),
});

/**
 * Loads the demo catalogue into an empty database: pictures first (outside the transaction,
 * they are files), then every catalogue row in one transaction, so a failed seed leaves the
 * catalogue empty and the next start simply seeds again.
 */
export const seedDemo = async (db: Database, opts: SeedOptions): Promise<SeedSummary> => {
  const started = performance.now();
  const log = opts.log ?? (() => {});
  const total = opts.products ?? DEFAULT_PRODUCTS;
  if (!Number.isInteger(total) || total < 0) {
    throw new RangeError(`products must be a whole number >= 0, got ${total}`);
  }
  if (!(await isCatalogEmpty(db))) {
    throw new Error('The catalogue is not empty: reset it first (npm run seed -- --reset).');
  }

  const images = await drawSeedImages(opts.dataDir, log);
  // Official example rooms of the visualization steps (issue 16).
  await drawExampleRooms(opts.dataDir);

  const result = await db.orm.transaction(async (tx) => {
    // Like migrate(): with several processes on one PostgreSQL, one seeds and the rest wait,
    // then find the catalogue filled and leave it.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    const [seeded] = await tx.select({ code: brands.code }).from(brands).limit(1);
    if (seeded) return null;
    const t0 = performance.now();
    const ids = await insertCatalogue(tx);
    const catalogueMs = performance.now() - t0;
    const stats = await insertProducts(tx, total, ids, log);

    const all = ProductBrandIds.flatMap((b) => ids.collections[b]);
    const sites = Object.fromEntries(
      BrandCodes.map((code) => [
        code,
        siteCatalogue(mergeUsage(usageKeysOf(code).map((k) => stats.usage[k])), all),
      ]),
    ) as Record<BrandCode, SiteCatalogue>;
    const shapeOf = new Map(LEAF_CATEGORIES.map((c) => [c.slug, c.shape]));
    const menus = buildBrandMenus({
      parents: PARENT_CATEGORIES,
      sites,
      categoryImage: (slug) => productImageName(shapeOf.get(slug) ?? 'sofa', 'oak', 'jpg'),
    });
    await tx.insert(brandMenus).values(menus);
    return { ids, stats, menus: menus.length, catalogueMs };
  });

  if (!result) {
    log('the catalogue was seeded by another process meanwhile; nothing changed');
    return { ...EMPTY_SUMMARY, alreadySeeded: true, images };
  }
  const t1 = performance.now();
  // Fresh statistics, so the first searches after the seed get good plans.
  await db.exec(`ANALYZE ${CATALOGUE_TABLES.join(', ')}`);
  const analyzeMs = performance.now() - t1;

  const summary: SeedSummary = {
    alreadySeeded: false,
    products: result.stats.total,
    perBrand: result.stats.perBrand,
    flashDeals: result.stats.flashDeals,
    ...result.ids.counts,
    menus: result.menus,
    images,
    ms: {
      images: images.ms,
      catalogue: Math.round(result.catalogueMs),
      products: result.stats.ms,
      analyze: Math.round(analyzeMs),
      total: Math.round(performance.now() - started),
    },
  };
  log(
    `seeded ${summary.products} products (${summary.flashDeals} flash deals), ` +
      `${summary.categories} categories, ${summary.collections} collections, ` +
      `${summary.menus} menus in ${(summary.ms.total / 1000).toFixed(1)} s`,
  );
  return summary;
};
