import type { searchProductsBody, searchProductsVal } from '@portal/contract';
import {
  type BrandCode,
  Brands,
  imageUrl,
  Limits,
  type ProductCard,
  type ProductDetail,
  type RoleTag,
} from '@portal/contract';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import type { CartFactsRow } from '../../db/product-facts';
import type { CatalogRepository, Lookups, ProductRow } from './catalog.repository';
import { labelFacets } from './facets';
import { type PriceGrant, priceGrant } from './pricing';
import { CardRows } from './search-index/card-rows';
import type { SearchIndexKeeper } from './search-index/index-keeper';
import { type CachedPage, pageAnswer } from './search-page';
import type { PriceColumn, SearchOptions } from './search-query';
import type { CatalogScope, SearchFilters, SortKey } from './search-types';
import { IMAGE_BLOCK, num, toCard } from './to-card';

/** A product as the cart module reads it (productsForCart). */
export interface CartProduct {
  sku_number: string;
  brand_id: string;
  name: string;
  image: string;
  finishes: string[];
  status: string;
  stock: number;
  future_stock: number;
  cash_stock: number;
  is_flash_deal: boolean;
  msrp_price: number;
  trade_price: number;
  width: number;
  length: number;
  height: number;
  /** The stored flash deal (migration 0018): null when none. */
  deal_price: number | null;
  deal_ends_at: string | null;
}

export interface Viewer {
  brand: BrandCode;
  roles: readonly RoleTag[];
  /** A session is behind the call (FFD's deal prices need one; it loads no roles). */
  signedIn?: boolean;
}

const grantOf = (viewer: Viewer): PriceGrant =>
  priceGrant(viewer.roles, viewer.brand, viewer.signedIn ?? false);

type SearchInput = z.output<typeof searchProductsBody>;
type SearchVal = z.infer<typeof searchProductsVal>;

/** Which products a brand's site shows. */
export const scopeFor = (brand: BrandCode): CatalogScope => {
  if (brand === 'HOM') return {};
  if (brand === 'FFD') return { flashOnly: true };
  return { brandId: Brands[brand].brandId };
};

/**
 * Pages are cached for a short while: list pages repeat (menus, shared links, paging back), and
 * one statement per page is still tens of milliseconds on 100,000 products. Prices are applied
 * per caller after the cache, so the cache never mixes what different modes may see.
 */
const PAGE_CACHE = { max: 2_000, ttl: 30_000 };
/** Cards kept for uncached pages: a catalogue up to `max` is kept whole (about 1 KB a card). */
const CARD_ROWS = { max: 250_000, refreshMs: PAGE_CACHE.ttl };

export class CatalogService {
  private readonly cache = new LRUCache<string, CachedPage>(PAGE_CACHE);

  constructor(
    private readonly repo: CatalogRepository,
    /** The in-memory search index (decision 025); without it every search is SQL. */
    private readonly index?: SearchIndexKeeper,
  ) {
    // A product change clears cached pages (and rows), so it shows as soon as the index has it.
    this.cards = new CardRows(
      { byIds: (ids) => repo.cardsByIds(ids), after: (id, n) => repo.cardsAfter(id, n) },
      index,
      CARD_ROWS,
    );
    index?.changed.push(() => this.cache.clear());
  }

  private readonly cards: CardRows;

  /** Whether searches come from the index (decision 025), are waiting for it, or are SQL only. */
  get searchIndexState(): 'ready' | 'building' | 'off' {
    if (!this.index) return 'off';
    return this.index.ready ? 'ready' : 'building';
  }

  /** One page of ids, total and facet counts: from the index when it can answer, else SQL. */
  private async searchPage(
    scope: CatalogScope,
    filters: SearchFilters,
    opts: SearchOptions,
    price?: PriceColumn,
  ) {
    return (
      (await this.index?.search(scope, filters, opts, price)) ??
      (await this.repo.searchPage(scope, filters, opts, price))
    );
  }

  async search(viewer: Viewer, input: SearchInput): Promise<SearchVal> {
    const grant = grantOf(viewer);
    const priced = grant.retail || grant.trade || Boolean(grant.flash);
    // Without a price grant, price filters and sorts would disclose prices: ignore them.
    const filters: SearchFilters = {
      keyword: input.keyWord?.trim() || undefined,
      rooms: input.Room,
      categories: input.Category,
      brands: viewer.brand === 'HOM' ? input.Brand : undefined,
      collections: input.Collection,
      priceMin: priced ? input.price_min : undefined,
      priceMax: priced ? input.price_max : undefined,
      availability: input.availability,
      onSale: input.on_sale || undefined,
    };
    // Price filters and sorts read the price this caller is shown.
    const price = grant.trade ? 'trade_price' : 'msrp_price';
    const sort = !priced && input.sort.startsWith('price') ? 'relevance' : input.sort;
    const scope = scopeFor(viewer.brand);
    const key = JSON.stringify([scope, filters, sort, price, input.current_page]);
    const generation = this.cards.generation;
    const page =
      this.cache.get(key) ?? (await this.loadPage(scope, filters, sort, input.current_page, price));
    // A page read before a product change is not kept after it.
    if (generation === this.cards.generation) this.cache.set(key, page);
    return pageAnswer(page, grant, {
      hom: viewer.brand === 'HOM',
      current: input.current_page,
      priced,
    });
  }

  /** Drops cached pages and facet names (call after catalogue writes). */
  invalidate() {
    this.cache.clear();
    this.lookupCache = null;
  }

  /** Names of rooms, categories and brands for facet labels: small, and they rarely change. */
  private lookupCache: { at: number; value: Promise<Lookups> } | null = null;
  private lookups(): Promise<Lookups> {
    const now = Date.now();
    if (!this.lookupCache || now - this.lookupCache.at > PAGE_CACHE.ttl) {
      const value = this.repo.lookups();
      value.catch(() => {
        this.lookupCache = null;
      });
      this.lookupCache = { at: now, value };
    }
    return this.lookupCache.value;
  }

  private async loadPage(
    scope: CatalogScope,
    filters: SearchFilters,
    sort: SortKey,
    current: number,
    price: PriceColumn,
  ): Promise<CachedPage> {
    const pageSize = Limits.searchPageSize;
    const opts = { sort, offset: (current - 1) * pageSize, limit: pageSize, facets: true };
    let fuzzy = false;
    let result = await this.searchPage(scope, filters, { ...opts, fuzzy }, price);
    if (result.total === 0 && filters.keyword) {
      // Nothing matched the words as typed: try near matches (typos) on product names.
      fuzzy = true;
      result = await this.searchPage(scope, filters, { ...opts, fuzzy }, price);
      // No near match either: an empty list, not 'closest names' over nothing.
      if (result.total === 0) fuzzy = false;
    }
    const lookups = await this.lookups();
    const rows = await this.cards.byIds(result.ids);
    return { rows, total: result.total, fuzzy, facets: labelFacets(result, lookups) };
  }

  /** Featured products for landing pages: on sale and in stock, new ones first. */
  async hotProducts(viewer: Viewer, limit: number): Promise<ProductCard[]> {
    const grant = grantOf(viewer);
    const rows = await this.repo.hot(scopeFor(viewer.brand), limit);
    return rows.map((row) => toCard(row, grant));
  }

  /** ART's live search (and the route guard's empty call): name, image and SKU only. */
  async artSearch(input: { page: number; limit: number; search: string }) {
    const { ids, total } = await this.searchPage(
      scopeFor('ART'),
      { keyword: input.search.trim() || undefined },
      {
        sort: 'relevance',
        offset: (input.page - 1) * input.limit,
        limit: input.limit,
        fuzzy: false,
        facets: false,
      },
    );
    const rows = await this.repo.findByIds(ids);
    return {
      list: rows.map((r) => ({
        name: r.name,
        image: imageUrl(IMAGE_BLOCK, r.image, 100),
        sku_number: r.sku_number,
      })),
      total,
    };
  }

  /**
   * The facts a cart prices and checks its lines with, whatever the product's status (the cart
   * shows taken-down lines as unavailable). Prices here are raw: the cart applies the caller's
   * grant (pricing.ts) per line.
   */
  async productsForCart(skus: string[]): Promise<Map<string, CartProduct>> {
    return this.cartProducts(await this.repo.cartFacts([...new Set(skus)]));
  }

  /** The same facts from rows the cart read with its lines (cart.repository, one statement). */
  cartProducts(rows: CartFactsRow[]): Map<string, CartProduct> {
    return new Map(
      rows.map((r) => [
        r.sku_number,
        {
          ...r,
          image: imageUrl(IMAGE_BLOCK, r.image),
          msrp_price: num(r.msrp_price),
          trade_price: num(r.trade_price),
          deal_price: r.deal_price === null ? null : num(r.deal_price),
          width: num(r.width),
          length: num(r.length),
          height: num(r.height),
        },
      ]),
    );
  }

  /**
   * Cards of several SKUs in one statement, in the order given, priced for the viewer
   * (favourites and shared lists). A taken-down product shows no price, as on its page.
   */
  async cardsBySku(viewer: Viewer, skus: string[]): Promise<ProductCard[]> {
    const rows = await this.repo.cardsBySkus(scopeFor(viewer.brand), skus);
    return rows.map((row) => toCard(row, shownGrant(viewer, row)));
  }

  /** Details of several SKUs in one statement, in the order given (unknown ones left out). */
  async productsBySku(viewer: Viewer, skus: string[]): Promise<ProductDetail[]> {
    const rows = await this.repo.findBySkus(
      scopeFor(viewer.brand),
      skus.map((sku) => sku.trim()),
    );
    return rows.map((row) => toDetail(viewer, row));
  }

  async productBySku(viewer: Viewer, sku: string): Promise<ProductDetail | null> {
    const row = await this.repo.findBySku(scopeFor(viewer.brand), sku.trim());
    return row ? toDetail(viewer, row) : null;
  }
}

/** A taken-down product keeps its page ('Product no longer available') but shows no price. */
const shownGrant = (viewer: Viewer, row: Pick<ProductRow, 'availability'>): PriceGrant =>
  row.availability === 'taken_down' ? { retail: false, trade: false } : grantOf(viewer);

const toDetail = (viewer: Viewer, row: ProductRow): ProductDetail => ({
  ...toCard(row, shownGrant(viewer, row)),
  description: row.description,
  images: row.images.map((file) => imageUrl(IMAGE_BLOCK, file)),
  materials: row.materials,
  finishes: row.finishes,
  rooms: row.rooms,
  category_slug: row.category_slug,
  collection: row.collection_slug
    ? { slug: row.collection_slug, name: row.collection_name ?? row.collection_slug }
    : null,
});
