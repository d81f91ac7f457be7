import type { Rect } from '@portal/contract';

export interface Candidate {
  sku_number: string;
  name: string;
  /** Front-view proportions (width / height of the piece). */
  aspect: number;
  /** The transparent picture (stored name). */
  cutout: string;
}

export interface Pick {
  area: Rect;
  candidate: Candidate;
}

/**
 * Chooses, for each area, the products whose proportions fit it best, one list per variant:
 * different products in each variant (different pictures where the catalogue allows). A chosen
 * SKU fills every area of the first variant; the others show the best-fitting alternatives.
 */
export const pickVariants = (
  areas: readonly Rect[],
  candidates: readonly Candidate[],
  variants: number,
  chosen: Candidate | null,
): Pick[][] => {
  const out: Pick[][] = Array.from({ length: variants }, () => []);
  for (const area of areas) {
    const ranked = rankByFit(area, candidates);
    const used = new Set<string>();
    let next = 0;
    for (let v = 0; v < variants; v++) {
      if (v === 0 && chosen) {
        out[v]!.push({ area, candidate: chosen });
        used.add(chosen.cutout);
        continue;
      }
      // Prefer a picture not used yet; when the catalogue runs out, reuse from the top.
      while (next < ranked.length && used.has(ranked[next]!.cutout)) next++;
      const candidate = ranked[next] ?? ranked[v % Math.max(1, ranked.length)];
      if (!candidate) continue;
      used.add(candidate.cutout);
      next++;
      out[v]!.push({ area, candidate });
    }
  }
  return out;
};

/** Best fit first: the smallest difference of log aspect ratios, then by SKU (stable). */
export const rankByFit = (area: Rect, candidates: readonly Candidate[]): Candidate[] => {
  const target = Math.log(area.width / area.height);
  return [...candidates].sort(
    (a, b) =>
      Math.abs(Math.log(a.aspect) - target) - Math.abs(Math.log(b.aspect) - target) ||
      a.sku_number.localeCompare(b.sku_number),
  );
};
