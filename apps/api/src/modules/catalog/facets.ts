import { Availability } from '@portal/contract';
import type { Lookups, SearchPageResult } from './catalog.repository';

type Labelled = { value: string; name: string; count: number }[];

/** Raw counts (by id or code) → {value, name, count} in the lookups' display order. */
export const labelFacets = (r: SearchPageResult, lookups: Lookups) => {
  const label = (counts: SearchPageResult['rooms'], entries: Lookups['rooms']): Labelled => {
    const byKey = new Map(counts.map((c) => [String(c.value), Number(c.count)]));
    return entries
      .filter((e) => byKey.has(String(e.key)))
      .map((e) => ({ value: e.value, name: e.name, count: byKey.get(String(e.key))! }));
  };
  const availability = Availability.flatMap((value) => {
    const hit = r.availability.find((c) => c.value === value);
    return hit ? [{ value, name: value, count: Number(hit.count) }] : [];
  });
  return {
    Room: label(r.rooms, lookups.rooms),
    Category: label(r.categories, lookups.categories),
    Brand: label(r.brands, lookups.brands),
    availability,
  };
};
