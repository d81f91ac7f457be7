import { CatalogTexts } from './catalog-texts';

export type PriceRangeResult =
  | { ok: true; min?: number; max?: number }
  | { ok: false; error: string };

const parse = (raw: string): number | null | undefined => {
  const text = raw.trim();
  if (text === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : null;
};

/**
 * The price filter's two fields: both empty clears the filter, both filled filters (swapped when
 * entered the wrong way round); one end alone, or a value that is not a price, is refused with
 * 'Please enter the price range' (spec 5).
 */
export function validatePriceRange(minText: string, maxText: string): PriceRangeResult {
  const min = parse(minText);
  const max = parse(maxText);
  if (min === undefined && max === undefined) return { ok: true };
  if (min === undefined || max === undefined || min === null || max === null) {
    return { ok: false, error: CatalogTexts.priceRangeRequired };
  }
  return min <= max ? { ok: true, min, max } : { ok: true, min: max, max: min };
}
