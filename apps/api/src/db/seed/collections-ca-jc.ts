import { type CollectionSpec, c } from './collection-spec';

/** Caracole and Jonathan Charles portfolios. */
export const CA_COLLECTIONS: readonly CollectionSpec[] = [
  c(
    'Adela',
    'Soft curves and channel tufting for a bedroom that feels like a retreat.',
    ['bed', 'nightstand'],
    3,
  ),
  c(
    'Avondale',
    'Polished brass meets dark walnut in pieces with a quietly confident stance.',
    ['sideboard', 'table-lamp'],
    0,
  ),
  c(
    'Couture',
    'Tailored silhouettes in velvet and satin brass, cut like evening wear.',
    ['sofa', 'side-table'],
    4,
  ),
  c(
    'Fontaine',
    'Fluted fronts and pale finishes inspired by Parisian ateliers.',
    ['dresser', 'mirror'],
    3,
  ),
  c(
    'La Moda',
    'Bold geometry and high-gloss lacquer for rooms that like to entertain.',
    ['bar-cabinet', 'armchair'],
    2,
  ),
  c(
    'Metropolitan',
    'Clean-lined city living in smoked oak, marble and matte black metal.',
    ['media-console', 'floor-lamp'],
    2,
  ),
  c(
    'Modern Artisans',
    'Hand-applied finishes and sculpted bases, each piece a small work of art.',
    ['coffee-table', 'armchair'],
    1,
  ),
  c(
    'Signature Bedford',
    'Traditional proportions refreshed with a lighter, modern hand.',
    ['dining-table', 'dining-chair'],
    1,
  ),
  c(
    'Soho Loft',
    'Relaxed industrial pieces in weathered oak and blackened steel.',
    ['bookcase', 'desk'],
    2,
  ),
  c(
    'Valentina',
    'Romantic, feminine forms with pearl-like finishes and crystal accents.',
    ['chandelier', 'console-table'],
    3,
  ),
];

export const JC_COLLECTIONS: readonly CollectionSpec[] = [
  c(
    'Montclair',
    'Figured walnut and crisp brass in case goods made for generations.',
    ['sideboard', 'mirror'],
    0,
  ),
  c(
    'Buckingham',
    'Regency-inspired mahogany with hand-cut veneers and gilded details.',
    ['chest', 'side-table'],
    0,
  ),
  c(
    'Windsor Heritage',
    'English country classics in warm oak, built with dovetailed drawers.',
    ['dining-table', 'dining-chair'],
    1,
  ),
  c(
    'Cotswold',
    'Rustic, honest oak pieces with hand-planed tops and iron hardware.',
    ['console-table', 'bench'],
    1,
  ),
  c(
    'Alchemy',
    'Contemporary forms in metal-clad finishes that catch the light.',
    ['cabinet', 'table-lamp'],
    4,
  ),
  c(
    'Fulham',
    'Slim campaign-style pieces in painted finishes for townhouse rooms.',
    ['desk', 'bookcase'],
    5,
  ),
  c(
    'Luxe',
    'Rich veneers and shagreen detailing for dressing rooms and bedrooms.',
    ['dresser', 'nightstand'],
    2,
  ),
  c(
    'Nomad',
    'Travel-trunk details and leather pulls drawn from the campaign tradition.',
    ['chest', 'armchair'],
    0,
  ),
  c(
    'Regency Hall',
    'Formal dining pieces with fluted legs and parquetry tops.',
    ['dining-table', 'sideboard'],
    2,
  ),
];
