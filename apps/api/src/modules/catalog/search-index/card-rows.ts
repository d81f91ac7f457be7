import type { CardRow } from '../catalog.repository';
import type { SearchIndexKeeper } from './index-keeper';

export interface CardSource {
  /** Rows of these ids, in any order (missing ids are simply absent). */
  byIds(ids: number[]): Promise<CardRow[]>;
  /** Up to `limit` listable rows with ids above `after`, by id: the warm-up's batches. */
  after(after: number, limit: number): Promise<CardRow[]>;
}

export interface CardRowsOptions {
  /** Rows kept at most; a catalogue up to this size is read in whole after each index build. */
  max: number;
  /** A kept row older than this is still served, and re-read in the background (joined names). */
  refreshMs: number;
  /** Rows per warm-up or refresh statement. */
  batch?: number;
}

interface Kept {
  row: CardRow;
  at: number;
}

/**
 * Card rows by id, kept while the index tells of every product change (without it, always
 * read). After each index build the whole catalogue's cards are read in batches in the
 * background (when it fits `max`), so an uncached search page needs no database round trip.
 * `generation` moves on every change, so a row read before a change is never kept after it
 * (rows here, pages in the service). Category and collection names are joined into the row and
 * their renames do not touch products: a row older than `refreshMs` is served once more and
 * re-read in the background.
 */
export class CardRows {
  private readonly rows = new Map<number, Kept>();
  private readonly stale = new Set<number>();
  private refreshing: Promise<void> | null = null;
  private warming: Promise<void> | null = null;
  private readonly batch: number;
  generation = 0;

  constructor(
    private readonly source: CardSource,
    private readonly index: SearchIndexKeeper | undefined,
    private readonly opts: CardRowsOptions,
  ) {
    this.batch = opts.batch ?? 2_000;
    index?.changed.push((ids) => {
      this.generation++;
      if (ids) for (const id of ids) this.rows.delete(id);
      else {
        this.rows.clear();
        this.warm();
      }
    });
  }

  /** How many rows are kept now (reported by the bench with the process's memory). */
  get size() {
    return this.rows.size;
  }

  async byIds(ids: number[]): Promise<CardRow[]> {
    if (!this.index?.ready) return this.source.byIds(ids);
    const generation = this.generation;
    const now = Date.now();
    const byId = new Map<number, CardRow>();
    const missing: number[] = [];
    for (const id of ids) {
      const kept = this.rows.get(id);
      if (!kept) missing.push(id);
      else {
        byId.set(id, kept.row);
        if (now - kept.at > this.opts.refreshMs) this.stale.add(id);
      }
    }
    if (missing.length) {
      const read = await this.source.byIds(missing);
      for (const row of read) byId.set(row.id, row);
      if (generation === this.generation) this.keep(read, now);
    }
    if (this.stale.size && !this.refreshing) this.refreshing = this.refresh();
    const out: CardRow[] = [];
    for (const id of ids) {
      const row = byId.get(id);
      if (row) out.push(row);
    }
    return out;
  }

  /** Reads every listable card once (after a build); a batch that raced a change is dropped. */
  warm(): Promise<void> {
    this.warming ??= (async () => {
      try {
        for (let after = 0; this.rows.size < this.opts.max; ) {
          const generation = this.generation;
          const batch = await this.source.after(after, this.batch);
          if (generation === this.generation) this.keep(batch, Date.now());
          if (batch.length < this.batch) break;
          after = batch[batch.length - 1]!.id;
        }
      } catch {
        // The database is away: rows are read on demand instead.
      } finally {
        this.warming = null;
      }
    })();
    return this.warming;
  }

  private keep(rows: CardRow[], at: number) {
    for (const row of rows) {
      // Oldest first out once full (Map keeps insertion order; a re-read moves to the end).
      if (this.rows.size >= this.opts.max && !this.rows.has(row.id)) {
        const oldest = this.rows.keys().next().value;
        if (oldest !== undefined) this.rows.delete(oldest);
      }
      this.rows.delete(row.id);
      this.rows.set(row.id, { row, at });
    }
  }

  private async refresh() {
    try {
      while (this.stale.size) {
        const ids = [...this.stale].slice(0, this.batch);
        for (const id of ids) this.stale.delete(id);
        const generation = this.generation;
        const read = await this.source.byIds(ids);
        if (generation !== this.generation) continue;
        for (const id of ids) this.rows.delete(id); // one no longer there is not kept either
        this.keep(read, Date.now());
      }
    } catch {
      this.stale.clear(); // tried again when next served stale
    } finally {
      this.refreshing = null;
    }
  }
}
