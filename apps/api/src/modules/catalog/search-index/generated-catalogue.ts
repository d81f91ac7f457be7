import type { Database } from '../../../db/database';

const WORDS = [
  'Adela',
  'Velvet',
  'Oak',
  'Chair',
  'Chairs',
  'Sofa',
  'Sofas',
  'Walnut',
  'Café',
  "O'Brien",
  'Linen',
  'Table',
  'Running',
  'Mirror',
  'Brass',
  'the',
  'and',
  'Dining',
  'Leather',
  'X-200',
];

/**
 * Adds `count` random products (seeded, so a run is repeatable) over the categories, collections,
 * rooms and brands already present: shared names and prices (ties), stop words, accents, SKUs with
 * dashes, every status including taken down, flash deals and promotions. For comparing search paths.
 */
export const addGeneratedProducts = async (
  db: Database,
  count: number,
  seed = 0.42,
  sku = 'GEN',
) => {
  const words = `ARRAY[${WORDS.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]`;
  const pick = `(${words})[1 + floor(random() * ${WORDS.length})::int]`;
  await db.query('SELECT setseed($1)', [seed]);
  await db.query(
    `WITH cat AS (SELECT array_agg(id ORDER BY id) AS ids FROM categories),
       col AS (SELECT array_agg(id ORDER BY id) AS ids FROM collections),
       room AS (SELECT array_agg(code ORDER BY code) AS codes FROM rooms),
       brand AS (SELECT array_agg(DISTINCT brand_id) AS ids FROM brands)
     INSERT INTO products (sku_number, brand_id, name, description, category_id, collection_id,
       rooms, width, length, height, materials, finishes, msrp_price, trade_price, status, stock,
       future_stock, is_flash_deal, is_new, on_sale, image, created_at)
     SELECT $2 || '-' || g, brand.ids[1 + floor(random() * array_length(brand.ids, 1))::int],
       ${pick} || ' ' || ${pick} || ' ' || ${pick},
       ${pick} || ' ' || ${pick} || ' ' || ${pick} || ' ' || ${pick},
       cat.ids[1 + floor(random() * array_length(cat.ids, 1))::int],
       CASE WHEN random() < 0.3 THEN NULL ELSE col.ids[1 + floor(random() * array_length(col.ids, 1))::int] END,
       (SELECT coalesce(array_agg(c), '{}') FROM unnest(room.codes) c WHERE random() < 0.3 + g * 0),
       10, 10, 10, ARRAY[${pick}], ARRAY[${pick}],
       10 * (1 + floor(random() * 40)), 5 * (1 + floor(random() * 40)),
       (ARRAY['1', '1', '1', '2', '3'])[1 + floor(random() * 5)::int],
       floor(random() * 9)::int - 1, floor(random() * 3)::int,
       random() < 0.3, random() < 0.2, random() < 0.1, 'gen.png',
       timestamptz '2026-01-01' - floor(random() * 300) * interval '1 hour'
     FROM generate_series(1, $1::int) g, cat, col, room, brand`,
    [count, sku],
  );
};
