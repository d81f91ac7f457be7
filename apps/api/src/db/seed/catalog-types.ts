import type { RoomCode } from '@portal/contract';

/** Every furniture drawing the seed can make; a category's `shape` column holds one of these. */
export const Shapes = [
  'sofa',
  'loveseat',
  'sectional',
  'armchair',
  'ottoman',
  'bench',
  'dining-chair',
  'bar-stool',
  'lounge-chair',
  'coffee-table',
  'side-table',
  'console-table',
  'dining-table',
  'desk',
  'nightstand',
  'dresser',
  'chest',
  'sideboard',
  'bookcase',
  'cabinet',
  'media-console',
  'bar-cabinet',
  'bed',
  'headboard',
  'table-lamp',
  'floor-lamp',
  'chandelier',
  'mirror',
  'rug',
] as const;
export type Shape = (typeof Shapes)[number];

/** Decides the vocabulary of materials and finish names a product gets. */
export const MaterialGroups = [
  'wood',
  'upholstery',
  'lighting',
  'mirror',
  'rug',
  'outdoor',
] as const;
export type MaterialGroup = (typeof MaterialGroups)[number];

export type Range = readonly [number, number];

export interface CategorySpec {
  slug: string;
  name: string;
  shape: Shape;
  /** Three letters used in SKUs ('CA-SOF-012345'). */
  code: string;
  group: MaterialGroup;
  rooms: readonly RoomCode[];
  /** Relative frequency among a brand's products. */
  weight: number;
  /** Inches: width x depth (the `length` column) x height. */
  dims: { w: Range; l: Range; h: Range };
  msrp: Range;
  nouns: readonly string[];
  descriptors: readonly string[];
}

export interface ParentSpec {
  slug: string;
  name: string;
  children: readonly CategorySpec[];
}
