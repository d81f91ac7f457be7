/**
 * Product status and availability (spec 3, 4 and 8). `status` is a string as in the spec:
 * '1' on sale, '2' unavailable for purchase; '3' (not in the spec) marks a product taken down,
 * which search never returns and whose page says 'Product no longer available'.
 */
export const ProductStatus = { onSale: '1', unavailable: '2', takenDown: '3' } as const;
export type ProductStatusValue = (typeof ProductStatus)[keyof typeof ProductStatus];

/** Status tags shown on lists and product pages (spec 8). */
export const StatusTags = {
  unavailable: 'unavailable for purchase',
  availableSoon: 'available soon',
  inStock: 'in stock',
} as const;

/** Availability states of spec 4. */
export const Availability = [
  'in_stock',
  'low_stock',
  'backorder',
  'unavailable',
  'taken_down',
] as const;
export type AvailabilityValue = (typeof Availability)[number];

/** At or below this many units in stock a product shows as low stock. */
export const LOW_STOCK_THRESHOLD = 5;

export interface StockFacts {
  status: string;
  stock: number;
  future_stock: number;
}

export const availabilityOf = (p: StockFacts): AvailabilityValue => {
  if (p.status === ProductStatus.takenDown) return 'taken_down';
  if (p.status === ProductStatus.unavailable) return 'unavailable';
  if (p.stock > LOW_STOCK_THRESHOLD) return 'in_stock';
  if (p.stock > 0) return 'low_stock';
  return p.future_stock > 0 ? 'backorder' : 'unavailable';
};

/** The status tag of spec 8, or null when none applies. */
export const statusTagOf = (p: StockFacts): string | null => {
  if (p.status === ProductStatus.unavailable) return StatusTags.unavailable;
  if (p.future_stock > 0 && p.stock < 1) return StatusTags.availableSoon;
  if (p.stock > 0) return StatusTags.inStock;
  return null;
};
