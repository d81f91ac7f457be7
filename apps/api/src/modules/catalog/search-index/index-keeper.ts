import { LRUCache } from 'lru-cache';
import type { SearchPageResult } from '../catalog.repository';
import type { PriceColumn, SearchOptions } from '../search-query';
import { keywordWords, prefixTsQuery } from '../search-sql';
import type { CatalogScope, SearchFilters } from '../search-types';
import { CatalogIndex } from './catalog-index';
import { type KeywordTerms, queryIndex } from './index-query';
import type { SearchIndexRepository } from './search-index.repository';
import { parsePrefixQuery } from './tsvector';

const BATCH = 5_000;
/** Rebuild from the database once this share of slots died (changed products leave old slots). */
const REBUILD_SHARE = 0.2;

export interface IndexStats {
  products: number;
  buildMs: number;
  approxMiB: number;
}

/**
 * Builds the index from the database, keeps it current from product_search notifications, and
 * answers searches from it once ready (until then, and for what it cannot answer, the caller
 * uses SQL). Changes are applied in order; a search waits for changes already announced.
 */
export class SearchIndexKeeper {
  private index: CatalogIndex | null = null;
  private pending = new Set<number>();
  private full = false;
  private flushing: Promise<void> | null = null;
  private rebuilding = false;
  private stopped = false;
  private bytewise = false;
  /** The last failed refresh (the next notification tries again); kept for the logs. */
  lastError: unknown = null;
  /** Called after every applied change with the product ids, or null for all (a rebuild). */
  readonly changed: ((ids: number[] | null) => void)[] = [];
  private stopListening: (() => Promise<void>) | null = null;
  private readonly terms = new LRUCache<string, KeywordTerms | 'sql'>({ max: 20_000 });
  stats: IndexStats | null = null;

  constructor(private readonly repo: SearchIndexRepository) {}

  /** Starts listening, then builds (notifications during the build are applied after it). */
  async start(): Promise<void> {
    this.stopListening = await this.repo.listen((payload) => this.announce(payload));
    this.full = true;
    await this.flush();
    if (!this.index) throw this.lastError ?? new Error('search index not built');
  }

  async stop() {
    this.stopped = true;
    await this.stopListening?.();
    this.stopListening = null;
    await this.flushing;
  }

  get ready() {
    return this.index !== null;
  }

  private announce(payload: string | null) {
    if (this.stopped) return;
    if (payload === null || payload === '*') this.full = true;
    else for (const id of payload.split(',')) if (id) this.pending.add(Number(id));
    void this.flush();
  }

  /** Applies what was announced; one flush at a time, looping until nothing is left. */
  flush(): Promise<void> {
    if (!this.flushing) {
      this.flushing = (async () => {
        try {
          while (!this.stopped && (this.full || this.pending.size)) await this.applyOnce();
          this.lastError = null;
        } catch (err) {
          // The database is away (or closing): keep serving what we have; SQL answers otherwise.
          this.lastError = err;
        } finally {
          this.flushing = null;
        }
      })();
    }
    return this.flushing;
  }

  private async applyOnce() {
    const ix = this.index;
    let ids: number[] | null = null;
    if (this.full || !ix || ix.dead > ix.size * REBUILD_SHARE) {
      this.full = false;
      this.pending.clear();
      this.rebuilding = true;
      try {
        await this.rebuild();
      } finally {
        this.rebuilding = false;
      }
    } else {
      ids = [...this.pending];
      this.pending.clear();
      const rows = await this.repo.rowsByIds(ids);
      const listable = rows.filter((r) => r.status !== '3');
      const renamed = listable.some((r) => {
        const old = ix.slotOf.get(r.id);
        return old === undefined || ix.nameKey[old] !== r.name_key;
      });
      // Renamed or new: re-read the name order unless byte order is the database's own.
      const nameIds = renamed && !this.bytewise ? await this.repo.nameOrder() : null;
      ix.apply(ids, listable, nameIds, await this.repo.lookups());
    }
    for (const fn of this.changed) fn(ids);
  }

  /** Reads product_search in batches, adding each to a new index (the event loop breathes between). */
  private async rebuild() {
    const started = performance.now();
    this.bytewise = await this.repo.collatesByBytes();
    const next = new CatalogIndex();
    next.lookups = await this.repo.lookups();
    for (let after = 0; ; ) {
      const batch = await this.repo.rowsAfter(after, BATCH);
      next.addRows(batch);
      if (batch.length < BATCH) break;
      after = batch[batch.length - 1]!.id;
    }
    this.index = next.finish(await this.repo.nameOrder());
    this.stats = {
      products: next.size,
      buildMs: Math.round(performance.now() - started),
      approxMiB: Math.round(next.approxBytes() / 2 ** 20),
    };
  }

  /** The index's answer, or null: not built yet, or a request only SQL answers exactly. */
  async search(
    scope: CatalogScope,
    filters: SearchFilters,
    opts: SearchOptions,
    price: PriceColumn = 'msrp_price',
  ): Promise<SearchPageResult | null> {
    // Announced changes are applied before answering (a full rebuild keeps serving the old index).
    if (this.flushing && this.index && !this.rebuilding) await this.flushing;
    const ix = this.index;
    if (!ix) return null;
    let terms: KeywordTerms | null = null;
    const words = keywordWords(filters.keyword);
    if (words.length && !opts.fuzzy) {
      const query = prefixTsQuery(words);
      let hit = this.terms.get(query);
      if (!hit) {
        const text = await this.repo.keywordTerms(query);
        const english = parsePrefixQuery(text.english);
        const simple = parsePrefixQuery(text.simple);
        hit = english && simple ? { english, simple } : 'sql';
        this.terms.set(query, hit);
      }
      if (hit === 'sql') return null;
      terms = hit;
    }
    return queryIndex(ix, scope, filters, opts, price, terms);
  }
}
