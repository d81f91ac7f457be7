import type { ProductBrandId, RoomCode } from '@portal/contract';
import type { CategorySpec, ParentSpec, Shape } from './catalog-types';
import { DECOR, LIGHTING, OUTDOOR } from './categories-accents';
import { STORAGE, TABLES } from './categories-case-goods';
import { BEDS, SEATING } from './categories-seating';

/** Top-level groups; products always sit in a leaf (child) category. */
export const PARENT_CATEGORIES: readonly ParentSpec[] = [
  { slug: 'seating', name: 'Seating', children: SEATING },
  { slug: 'beds-and-headboards', name: 'Beds & Headboards', children: BEDS },
  { slug: 'tables', name: 'Tables', children: TABLES },
  { slug: 'storage', name: 'Storage', children: STORAGE },
  { slug: 'lighting', name: 'Lighting', children: LIGHTING },
  { slug: 'decor', name: 'Decor', children: DECOR },
  { slug: 'outdoor-furniture', name: 'Outdoor', children: OUTDOOR },
];

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
