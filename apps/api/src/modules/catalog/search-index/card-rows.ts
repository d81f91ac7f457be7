import { LRUCache } from 'lru-cache';
import type { CardRow } from '../catalog.repository';
import type { SearchIndexKeeper } from './index-keeper';

/**
 * Card rows by id, kept while the index tells of every product change (without it, always
 * read): an uncached page then needs no database round trip at all. `generation` moves on every
 * change, so what was read before a change is never kept after it (rows here, pages in the
 * service).
 */
export class CardRows {
  private readonly rows: LRUCache<number, CardRow>;
  generation = 0;

  constructor(
    private readonly load: (ids: number[]) => Promise<CardRow[]>,
    private readonly index: SearchIndexKeeper | undefined,
    ttl: number,
  ) {
    this.rows = new LRUCache({ max: 20_000, ttl });
    index?.changed.push((ids) => {
      this.generation++;
      if (ids) for (const id of ids) this.rows.delete(id);
      else this.rows.clear();
    });
  }

  async byIds(ids: number[]): Promise<CardRow[]> {
    if (!this.index?.ready) return this.load(ids);
    const generation = this.generation;
    const byId = new Map<number, CardRow>();
    const missing: number[] = [];
    for (const id of ids) {
      const row = this.rows.get(id);
      if (row) byId.set(id, row);
      else missing.push(id);
    }
    for (const row of missing.length ? await this.load(missing) : []) {
      byId.set(row.id, row);
      if (generation === this.generation) this.rows.set(row.id, row);
    }
    return ids.map((id) => byId.get(id)).filter((row): row is CardRow => Boolean(row));
  }
}
