import { type ProductBrandId, type RoomCode, Rooms } from '@portal/contract';
import { z } from 'zod';
import {
  type CategorySpec,
  MaterialGroups,
  type ParentSpec,
  type Shape,
  Shapes,
} from './catalog-types';
import categoriesJson from './categories.json' with { type: 'json' };

const range = z.tuple([z.number(), z.number()]);
const category = z.object({
  slug: z.string(),
  name: z.string(),
  shape: z.enum(Shapes),
  code: z.string().regex(/^[A-Z]{3}$/),
  group: z.enum(MaterialGroups),
  rooms: z.array(z.enum(Rooms.map((r) => r.code) as [RoomCode, ...RoomCode[]])),
  weight: z.number().positive(),
  dims: z.object({ w: range, l: range, h: range }),
  msrp: range,
  nouns: z.array(z.string()).nonempty(),
  descriptors: z.array(z.string()).nonempty(),
});
const parents = z.array(
  z.object({ slug: z.string(), name: z.string(), children: z.array(category).nonempty() }),
);

/**
 * Top-level groups; products always sit in a leaf (child) category. The specs are data
 * (categories.json), checked here when the seed loads.
 */
export const PARENT_CATEGORIES: readonly ParentSpec[] = parents.parse(categoriesJson);

export const LEAF_CATEGORIES: readonly CategorySpec[] = PARENT_CATEGORIES.flatMap(
  (p) => p.children,
);

/** A parent is drawn like its first child and belongs to every room its children do. */
export const parentShape = (p: ParentSpec): Shape => p.children[0]!.shape;
export const parentRooms = (p: ParentSpec): RoomCode[] => [
  ...new Set(p.children.flatMap((c) => c.rooms)),
];

/** What each house makes: Rowe is an upholsterer, Jonathan Charles mostly case goods. */
const CARRIES: Record<ProductBrandId, (c: CategorySpec) => boolean> = {
  ca: (c) => c.group !== 'rug' && c.group !== 'outdoor',
  art: (c) => c.group !== 'rug',
  jc: (c) =>
    c.group !== 'outdoor' && !['sectionals', 'loveseats', 'rugs', 'floor-lamps'].includes(c.slug),
  rowe: (c) => c.group === 'upholstery',
  else: () => true,
};

export const categoriesOf = (brandId: ProductBrandId): CategorySpec[] =>
  LEAF_CATEGORIES.filter(CARRIES[brandId]);
