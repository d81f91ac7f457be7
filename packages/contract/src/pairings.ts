/**
 * Complementary-category graph ("goes with"): leaf category slug → related leaf slugs, best first.
 * Used by Cara's pairings and by "complete the room". Slugs are the seeded leaf categories
 * (apps/api/src/db/seed/categories-*.ts); a category not listed has no pairings.
 */
export const CATEGORY_PAIRINGS: Readonly<Record<string, readonly string[]>> = {
  sofas: [
    'coffee-tables',
    'side-tables',
    'accent-chairs',
    'rugs',
    'floor-lamps',
    'table-lamps',
    'ottomans',
  ],
  loveseats: ['coffee-tables', 'side-tables', 'accent-chairs', 'rugs', 'table-lamps', 'ottomans'],
  sectionals: ['coffee-tables', 'side-tables', 'ottomans', 'rugs', 'floor-lamps', 'media-consoles'],
  'accent-chairs': ['side-tables', 'ottomans', 'floor-lamps', 'table-lamps', 'sofas', 'rugs'],
  ottomans: ['sofas', 'accent-chairs', 'sectionals', 'rugs'],
  benches: ['beds', 'dining-tables', 'console-tables', 'mirrors'],
  'dining-chairs': ['dining-tables', 'sideboards', 'chandeliers', 'bar-cabinets', 'rugs'],
  'bar-stools': ['bar-cabinets', 'chandeliers', 'dining-tables'],
  beds: ['nightstands', 'dressers', 'chests', 'benches', 'table-lamps', 'mirrors', 'rugs'],
  headboards: ['nightstands', 'dressers', 'benches', 'table-lamps', 'mirrors'],
  'coffee-tables': ['sofas', 'sectionals', 'accent-chairs', 'side-tables', 'rugs'],
  'side-tables': ['sofas', 'accent-chairs', 'table-lamps', 'coffee-tables'],
  'console-tables': ['mirrors', 'table-lamps', 'benches', 'accent-chairs'],
  'dining-tables': ['dining-chairs', 'sideboards', 'chandeliers', 'bar-cabinets', 'rugs'],
  desks: ['accent-chairs', 'bookcases', 'table-lamps', 'floor-lamps', 'cabinets'],
  nightstands: ['beds', 'headboards', 'table-lamps', 'dressers', 'chests'],
  dressers: ['beds', 'nightstands', 'mirrors', 'chests', 'table-lamps'],
  chests: ['beds', 'nightstands', 'dressers', 'mirrors'],
  sideboards: ['dining-tables', 'dining-chairs', 'mirrors', 'table-lamps', 'chandeliers'],
  bookcases: ['desks', 'accent-chairs', 'floor-lamps', 'cabinets'],
  cabinets: ['bookcases', 'console-tables', 'table-lamps', 'desks'],
  'media-consoles': ['sofas', 'sectionals', 'accent-chairs', 'floor-lamps', 'rugs'],
  'bar-cabinets': ['bar-stools', 'dining-tables', 'sideboards', 'mirrors'],
  'table-lamps': ['side-tables', 'nightstands', 'console-tables', 'desks'],
  'floor-lamps': ['sofas', 'accent-chairs', 'sectionals', 'bookcases'],
  chandeliers: ['dining-tables', 'dining-chairs', 'sideboards'],
  mirrors: ['console-tables', 'dressers', 'sideboards', 'chests'],
  rugs: ['sofas', 'coffee-tables', 'dining-tables', 'beds', 'accent-chairs'],
  'outdoor-lounge-chairs': ['outdoor-dining-tables', 'side-tables'],
  'outdoor-dining-tables': ['outdoor-lounge-chairs', 'chandeliers'],
};

/** Related category slugs of a leaf category, best first (empty when none). */
export const pairedCategories = (slug: string): readonly string[] => CATEGORY_PAIRINGS[slug] ?? [];
