import { type CollectionSpec, c } from './collection-spec';

/** A.R.T., Rowe and the house brand (HOM's own label). */
export const ART_COLLECTIONS: readonly CollectionSpec[] = [
  c(
    'Marche',
    'French market charm in limed oak with relaxed, lived-in finishes.',
    ['dining-table', 'dining-chair'],
    1,
  ),
  c(
    'Cotiere',
    'Coastal, breezy pieces in washed finishes and woven accents.',
    ['bed', 'nightstand'],
    3,
  ),
  c(
    'Ashford',
    'Modern farmhouse shapes in smoky oak with black iron hardware.',
    ['sideboard', 'table-lamp'],
    2,
  ),
  c(
    'Palisades',
    'Sunny California modernism in light woods and soft curves.',
    ['media-console', 'armchair'],
    1,
  ),
  c(
    'Portico',
    'Architectural columns and arches, finished in a pale ash.',
    ['cabinet', 'mirror'],
    3,
  ),
  c(
    'Juniper Dell',
    'Cottage-style pieces with beadboard panels and sage paint.',
    ['chest', 'bench'],
    5,
  ),
  c(
    'Passage',
    'Transitional pieces with slatted doors and a warm tobacco finish.',
    ['bar-cabinet', 'side-table'],
    0,
  ),
  c(
    'Continental',
    'Old-world European detailing in a dark, hand-rubbed finish.',
    ['bed', 'dresser'],
    2,
  ),
  c(
    'Woodwright',
    'Solid wood, plain-spoken shapes and visible joinery.',
    ['dining-table', 'bench'],
    0,
  ),
  c(
    'Somerton',
    'Tailored outdoor pieces in teak and all-weather wicker.',
    ['lounge-chair', 'dining-table'],
    1,
  ),
];

export const ROWE_COLLECTIONS: readonly CollectionSpec[] = [
  c(
    'Ellington',
    'Deep, lounge-worthy seating with loose down-blend cushions.',
    ['sofa', 'ottoman'],
    1,
  ),
  c(
    'Abbott',
    'A slim track-arm profile that suits smaller living rooms.',
    ['loveseat', 'armchair'],
    4,
  ),
  c(
    'Mitchell',
    'Classic roll arms and a tight back, tailored in performance fabrics.',
    ['sofa', 'armchair'],
    3,
  ),
  c(
    'Nantucket',
    'Slipcovered ease in washable linen blends for coastal houses.',
    ['sectional', 'ottoman'],
    3,
  ),
  c(
    'Mackenzie',
    'Channel-tufted backs and tapered legs with a mid-century nod.',
    ['sofa', 'bench'],
    5,
  ),
  c(
    'Townsend',
    'Leather seating that softens beautifully with every year.',
    ['armchair', 'ottoman'],
    0,
  ),
  c(
    'Brentwood',
    'Modular pieces that reconfigure as the family grows.',
    ['sectional', 'armchair'],
    2,
  ),
  c(
    'Caswell',
    'Upholstered headboards and benches to finish the bedroom.',
    ['headboard', 'bench'],
    4,
  ),
  c(
    'Belmont',
    'Dining and counter seating in cleanable fabrics and leathers.',
    ['dining-chair', 'bar-stool'],
    0,
  ),
];

export const HOUSE_COLLECTIONS: readonly CollectionSpec[] = [
  c(
    'Hearth & Home',
    'Everyday classics in warm woods and friendly, durable fabrics.',
    ['sofa', 'coffee-table'],
    1,
  ),
  c('Harbor', 'Light, airy coastal pieces in whitewashed oak and linen.', ['bed', 'nightstand'], 3),
  c(
    'Meridian',
    'Mid-century lines in walnut with brass-capped legs.',
    ['media-console', 'armchair'],
    0,
  ),
  c(
    'Linden',
    'Scandinavian-inspired ash pieces with soft, rounded edges.',
    ['dining-table', 'dining-chair'],
    1,
  ),
  c(
    'Sable',
    'Dramatic dark finishes and smoked glass for evening rooms.',
    ['bar-cabinet', 'chandelier'],
    2,
  ),
  c(
    'Crestview',
    'Transitional pieces in soft grey tones that pair with anything.',
    ['dresser', 'mirror'],
    4,
  ),
  c(
    'Willowbrook',
    'Garden-room charm in sage paint and woven rattan.',
    ['console-table', 'table-lamp'],
    5,
  ),
  c('Oakhurst', 'Solid oak workhorses for the study and the library.', ['desk', 'bookcase'], 1),
  c(
    'Ridgeline',
    'Rugged outdoor living in teak and powder-coated aluminium.',
    ['lounge-chair', 'side-table'],
    0,
  ),
  c(
    'Sterling',
    'Polished, glamorous accents with a silver-leaf sheen.',
    ['chandelier', 'console-table'],
    4,
  ),
  c('Tidewater', 'Hand-knotted and flatweave rugs in soft, faded colours.', ['rug', 'armchair'], 4),
];
