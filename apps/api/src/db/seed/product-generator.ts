import {
  type ProductBrandId,
  ProductBrandIds,
  ProductStatus,
  type RoomCode,
  Rooms,
} from '@portal/contract';
import type { CategorySpec } from './catalog-types';
import { categoriesOf } from './categories';
import { CARE, CRAFT, MODEL_NAMES, TONES } from './copywriting';
import { createRng, hashSeed, type Rng } from './prng';
import { productImageName } from './seed-images';
import { FINISHES, MATERIALS, SECONDARY_FINISHES } from './vocabulary';

/** One products row, in column names, ready for jsonb_to_recordset. */
export interface ProductRow {
  sku_number: string;
  brand_id: ProductBrandId;
  name: string;
  description: string;
  category_id: number;
  collection_id: number;
  rooms: RoomCode[];
  width: number;
  length: number;
  height: number;
  materials: string[];
  finishes: string[];
  msrp_price: number;
  trade_price: number;
  status: string;
  stock: number;
  future_stock: number;
  cash_stock: number;
  is_flash_deal: boolean;
  /** A flash deal's price (25-45% off) and how many hours after seeding it ends; null otherwise. */
  deal_price: number | null;
  deal_hours: number | null;
  is_new: boolean;
  on_sale: boolean;
  image: string;
  images: string[];
  created_at: string;
}

export interface CollectionRef {
  id: number;
  slug: string;
  name: string;
}

export interface GeneratorContext {
  categoryIds: ReadonlyMap<string, number>;
  collections: Readonly<Record<ProductBrandId, readonly CollectionRef[]>>;
}

export interface GeneratedProduct {
  row: ProductRow;
  category: CategorySpec;
  collection: CollectionRef;
}

/** Fixed, so every run writes the same rows; created_at spreads over the two years before it. */
export const SEED_EPOCH = Date.UTC(2026, 10, 1);
const DAY_MS = 86_400_000;
const NEW_WITHIN_DAYS = 90;
const SEED = 20_261_101;

/**
 * Stock states cycle through a window of 50 of a brand's products, so every brand (from 50
 * products up) has each state in a fixed share: 2% taken down, 6% unavailable for purchase,
 * 8% backorder, 6% sold out with nothing coming, 14% low stock, the rest in stock.
 */
export const stockState = (slot: number) => {
  if (slot < 1) return 'taken_down';
  if (slot < 4) return 'unavailable';
  if (slot < 8) return 'backorder';
  if (slot < 11) return 'sold_out';
  if (slot < 18) return 'low_stock';
  return 'in_stock';
};

/**
 * 3 of every 17 products of each brand are flash deals (about 490 of 2,800; FFD needs 400).
 * 17 shares no factor with the stock window of 50, so flash deals get every stock state.
 */
export const isFlashDealSlot = (local: number, brandNo: number): boolean =>
  (local * 5 + brandNo * 3) % 17 < 3;

const weighted = (brandId: ProductBrandId) => {
  const list = categoriesOf(brandId);
  const total = list.reduce((sum, c) => sum + c.weight, 0);
  return (rng: Rng): CategorySpec => {
    let r = rng.next() * total;
    for (const c of list) {
      r -= c.weight;
      if (r < 0) return c;
    }
    return list[list.length - 1]!;
  };
};
const PICK_CATEGORY = Object.fromEntries(ProductBrandIds.map((b) => [b, weighted(b)])) as Record<
  ProductBrandId,
  (rng: Rng) => CategorySpec
>;

/** A bijection on [0, modulus) keeps SKU numbers unique while not looking sequential. */
const scramble = (local: number, modulus: number, salt: number) => (local * 7919 + salt) % modulus;
const pad = (n: number, width: number) => String(n).padStart(width, '0');

const skuOf = (brandId: ProductBrandId, local: number, c: CategorySpec, finish: number) => {
  switch (brandId) {
    case 'ca':
      return `CA-${c.code}-${pad(scramble(local, 1_000_000, 1237), 6)}`;
    case 'jc':
      return `JC-${400_000 + scramble(local, 600_000, 94_183)}`;
    case 'art':
      return `ART-${100_000 + scramble(local, 900_000, 129_221)}-${2301 + finish}`;
    case 'rowe': {
      const n = pad(scramble(local, 1_000_000, 55_021), 6);
      return `RW-${c.code[0]}${n.slice(0, 3)}-${n.slice(3)}`;
    }
    default:
      return `HOM-${c.code}-${pad(scramble(local, 1_000_000, 31_337), 6)}`;
  }
};

const ROOM_WORDS: Record<RoomCode, string> = {
  ...(Object.fromEntries(Rooms.map((r) => [r.code, r.name.toLowerCase()])) as Record<
    RoomCode,
    string
  >),
  outdoor: 'patio',
};

const half = (n: number) => Math.round(n * 2) / 2;
const cents = (n: number) => Math.round(n * 100) / 100;

const pickSome = (rng: Rng, items: readonly string[], count: number): string[] => {
  const pool = [...items];
  const out: string[] = [];
  while (out.length < count && pool.length)
    out.push(pool.splice(rng.int(0, pool.length - 1), 1)[0]!);
  return out;
};

const stockFor = (rng: Rng, state: ReturnType<typeof stockState>) => {
  switch (state) {
    case 'taken_down':
      return { status: ProductStatus.takenDown, stock: 0, future_stock: 0 };
    case 'unavailable':
      return { status: ProductStatus.unavailable, stock: rng.int(0, 12), future_stock: 0 };
    case 'backorder':
      return { status: ProductStatus.onSale, stock: 0, future_stock: rng.int(4, 60) };
    case 'sold_out':
      return { status: ProductStatus.onSale, stock: 0, future_stock: 0 };
    case 'low_stock':
      return { status: ProductStatus.onSale, stock: rng.int(1, 5), future_stock: 0 };
    default:
      return {
        status: ProductStatus.onSale,
        stock: rng.int(6, 140),
        future_stock: rng.chance(0.3) ? rng.int(5, 40) : 0,
      };
  }
};

/**
 * Product number `index` (0-based) of the demo catalogue. It depends on the index alone, so any
 * batch can be generated on its own and every run produces the same catalogue.
 */
export const generateProduct = (index: number, ctx: GeneratorContext): GeneratedProduct => {
  const brandNo = index % ProductBrandIds.length;
  const brandId = ProductBrandIds[brandNo]!;
  const local = Math.floor(index / ProductBrandIds.length);
  const rng = createRng(hashSeed(SEED, index));
  const category = PICK_CATEGORY[brandId](rng);
  const collection = rng.pick(ctx.collections[brandId]);
  const finishNo = rng.int(0, FINISHES.length - 1);
  const finish = FINISHES[finishNo]!;
  const finishName = finish.names[category.group];

  const model = brandId !== 'ca' && rng.chance(0.5) ? collection.name : rng.pick(MODEL_NAMES);
  const noun = rng.pick(category.nouns);
  const showFinish = !['upholstery', 'rug'].includes(category.group) && rng.chance(0.35);
  const middle = showFinish ? finishName : rng.pick(category.descriptors);
  const name = `${brandId === 'ca' ? 'Caracole ' : ''}${model} ${middle} ${noun}`;

  const { w, l, h } = category.dims;
  const width = half(rng.range(w[0], w[1]));
  const length = half(rng.range(l[0], l[1]));
  const height = category.group === 'rug' ? 0.5 : half(rng.range(h[0], h[1]));
  const msrp = Math.round(rng.range(category.msrp[0], category.msrp[1]) / 10) * 10;
  const trade = cents(msrp * rng.range(0.5, 0.6));

  const finishPhrase =
    category.group === 'upholstery'
      ? `upholstered in ${finishName}`
      : category.group === 'rug'
        ? `in ${finishName} tones`
        : `in ${/^[AEIOU]/.test(finishName) ? 'an' : 'a'} ${finishName} finish`;
  const sentences = [
    `The ${model} ${noun.toLowerCase()} brings ${rng.pick(TONES)} to the ${ROOM_WORDS[category.rooms[0]!]}, ${finishPhrase}.`,
    `Part of the ${collection.name} collection, it measures ${width}" W x ${length}" D x ${height}" H and is ${rng.pick(CRAFT)}.`,
  ];
  if (rng.chance(0.7)) sentences.push(rng.pick(CARE[category.group]));

  const stock = stockFor(rng, stockState((local * 37 + brandNo * 11) % 50));
  const isFlashDeal = isFlashDealSlot(local, brandNo);
  const ageDays = rng.range(0, 730);
  const jpg = productImageName(category.shape, finish.key, 'jpg');
  const alt = FINISHES[(finishNo + 1) % FINISHES.length]!.key;

  const row: ProductRow = {
    sku_number: skuOf(brandId, local, category, finishNo),
    brand_id: brandId,
    name,
    description: sentences.join(' '),
    category_id: ctx.categoryIds.get(category.slug)!,
    collection_id: collection.id,
    rooms: [...category.rooms],
    width,
    length,
    height,
    materials: pickSome(rng, MATERIALS[category.group], rng.int(2, 4)),
    finishes: [finishName, rng.pick(SECONDARY_FINISHES[category.group])],
    msrp_price: msrp,
    trade_price: trade,
    ...stock,
    // FFD sells from its own cash stock, never more than the warehouse holds (0 = sold out).
    cash_stock: isFlashDeal && stock.stock > 0 ? rng.int(0, Math.min(stock.stock, 40)) : 0,
    is_flash_deal: isFlashDeal,
    // No draw (the rest stays as it was): the discount and the end follow from the slot.
    deal_price: isFlashDeal ? cents(msrp * (0.55 + ((local * 7 + brandNo) % 5) * 0.05)) : null,
    deal_hours: isFlashDeal ? 24 + ((local * 3 + brandNo) % 7) * 24 + (local % 11) : null,
    is_new: ageDays < NEW_WITHIN_DAYS,
    // About one in twelve pieces in stock is on promotion (no draw: the rest stays as it was).
    on_sale: stock.stock > 0 && (local * 13 + brandNo * 7) % 12 === 0,
    image: jpg,
    images: [
      jpg,
      productImageName(category.shape, finish.key, 'png'),
      productImageName(category.shape, alt, 'jpg'),
    ],
    created_at: new Date(SEED_EPOCH - Math.round(ageDays * DAY_MS)).toISOString(),
  };
  return { row, category, collection };
};
