import type { ShippingMethod } from '@portal/contract';
import zipcodes from 'zipcodes';

/** The pick-up warehouse (spec 9: North Carolina): zones are counted from here. */
export const WAREHOUSE_ZIP = '27260';

/** Zone by road distance band (miles) from the warehouse. */
const ZONE_BANDS = [150, 600, 1200, 1800, 3000] as const;
/** States the table does not rate (off the contiguous road network). */
const UNRATED_STATES = new Set(['AK', 'HI', 'PR', 'GU', 'VI', 'AS', 'MP']);

/**
 * The rate table: per method a base charge by zone (1-5) and a charge per dimensional pound
 * (volume in cubic inches / 139, the carriers' divisor). Carrier pick-up is collected at the
 * warehouse by the buyer's carrier: no charge.
 */
export const RATE_TABLE: Record<ShippingMethod, { base: readonly number[]; perLb: number }> = {
  white_glove: { base: [150, 195, 245, 295, 350], perLb: 0.55 },
  warehouse_dock: { base: [75, 95, 125, 150, 180], perLb: 0.3 },
  carrier_pickup: { base: [0, 0, 0, 0, 0], perLb: 0 },
};
/** Samples travel as parcels: one pound each whatever the product's size. */
export const SAMPLE_DIM_LB = 1;
export const DIM_DIVISOR = 139;

export interface RateItem {
  /** Inches. */
  width: number;
  length: number;
  height: number;
  count: number;
  sample: boolean;
}

export type RateAnswer = { zone: number; cost: number } | null;

/**
 * The cost to ship these items to the ZIP, or null when the ZIP is unknown, in an unrated state,
 * or not in the state the address names (the spec's "zip code and/or address" message).
 */
export const rateShipment = (
  zip: string,
  state: string,
  method: ShippingMethod,
  items: readonly RateItem[],
): RateAnswer => {
  const five = zip.trim().slice(0, 5);
  if (!/^\d{5}$/.test(five)) return null;
  const place = zipcodes.lookup(five);
  if (!place || UNRATED_STATES.has(place.state)) return null;
  if (place.state !== state.trim().toUpperCase()) return null;
  const miles = zipcodes.distance(WAREHOUSE_ZIP, five);
  if (miles === null || miles === undefined) return null;
  const index = ZONE_BANDS.findIndex((band) => miles <= band);
  if (index < 0) return null;
  const dimLb = items.reduce(
    (sum, i) =>
      sum + i.count * (i.sample ? SAMPLE_DIM_LB : (i.width * i.length * i.height) / DIM_DIVISOR),
    0,
  );
  const rate = RATE_TABLE[method];
  const cents = Math.round((rate.base[index]! + rate.perLb * dimLb) * 100);
  return { zone: index + 1, cost: cents / 100 };
};
