import { describe, expect, it } from 'vitest';
import type { CardRow } from '../catalog.repository';
import { CardRows, type CardSource } from './card-rows';
import type { SearchIndexKeeper } from './index-keeper';

/** A catalogue in memory that counts its reads, and an index stand-in that announces changes. */
const setup = (count: number, opts: { max?: number; refreshMs?: number } = {}) => {
  const table = new Map<number, CardRow>();
  for (let id = 1; id <= count; id++) table.set(id, { id, name: `Product ${id}` } as CardRow);
  const reads = { byIds: 0, after: 0, ids: [] as number[] };
  let gate: Promise<void> | null = null;
  const source: CardSource = {
    byIds: async (ids) => {
      reads.byIds++;
      reads.ids.push(...ids);
      return ids.flatMap((id) => (table.has(id) ? [{ ...table.get(id)! }] : []));
    },
    after: async (after, limit) => {
      reads.after++;
      // Read now, answer when let through: a read that raced a change holds the old rows.
      const rows = [...table.values()].filter((r) => r.id > after).slice(0, limit);
      await gate;
      return rows.map((r) => ({ ...r }));
    },
  };
  const index = { ready: true, changed: [] as ((ids: number[] | null) => void)[] };
  const cards = new CardRows(source, index as unknown as SearchIndexKeeper, {
    max: opts.max ?? 1_000,
    refreshMs: opts.refreshMs ?? 60_000,
    batch: 10,
  });
  const announce = (ids: number[] | null) => {
    for (const fn of index.changed) fn(ids);
  };
  return {
    table,
    reads,
    cards,
    announce,
    hold: () => {
      let open = () => {};
      gate = new Promise((resolve) => {
        open = resolve;
      });
      return () => {
        gate = null;
        open();
      };
    },
  };
};

describe('card rows kept for uncached search pages', () => {
  it('reads the whole catalogue in batches after a build, then pages read nothing', async () => {
    const { reads, cards, announce } = setup(35);
    announce(null); // the index's build
    await cards.warm();
    expect(reads.after).toBe(4); // 10 + 10 + 10 + 5
    expect(cards.size).toBe(35);
    const rows = await cards.byIds([7, 3, 35]);
    expect(rows.map((r) => r.id)).toEqual([7, 3, 35]);
    expect(reads.byIds).toBe(0);
  });

  it('re-reads a changed product, never serving the row from before the change', async () => {
    const { table, reads, cards, announce } = setup(20);
    announce(null);
    await cards.warm();
    table.set(5, { id: 5, name: 'Renamed' } as CardRow);
    announce([5]);
    const [row] = await cards.byIds([5]);
    expect(row?.name).toBe('Renamed');
    expect(reads.ids).toEqual([5]);
  });

  it('drops a warm-up batch that raced a change', async () => {
    const { table, cards, announce, hold } = setup(5);
    const open = hold();
    announce(null); // warm-up starts and waits on its read
    table.set(2, { id: 2, name: 'Changed during warm-up' } as CardRow);
    announce([2]);
    open();
    await cards.warm();
    // The racing batch was not kept: the changed row is read fresh.
    const [row] = await cards.byIds([2]);
    expect(row?.name).toBe('Changed during warm-up');
  });

  it('keeps at most max rows, the oldest out first', async () => {
    const { cards, announce } = setup(30, { max: 12 });
    announce(null);
    await cards.warm();
    expect(cards.size).toBe(12);
    await cards.byIds([25, 26]);
    expect(cards.size).toBe(12);
  });

  it('serves a row past refreshMs once more and re-reads it behind (joined names)', async () => {
    const { table, reads, cards, announce } = setup(3, { refreshMs: 0 });
    announce(null);
    await cards.warm();
    await new Promise((resolve) => setTimeout(resolve, 5));
    table.set(1, { id: 1, name: 'Category renamed' } as CardRow);
    const [first] = await cards.byIds([1]);
    expect(first?.name).toBe('Product 1'); // served at once, refreshed in the background
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(reads.ids).toContain(1);
    const [second] = await cards.byIds([1]);
    expect(second?.name).toBe('Category renamed');
  });

  it('forgets a row the refresh no longer finds (taken down)', async () => {
    const { table, cards, announce } = setup(3, { refreshMs: 0 });
    announce(null);
    await cards.warm();
    await new Promise((resolve) => setTimeout(resolve, 5));
    table.delete(3);
    await cards.byIds([3]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await cards.byIds([3])).toEqual([]);
  });
});
