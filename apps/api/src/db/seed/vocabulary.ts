import type { MaterialGroup } from './catalog-types';

/**
 * The six finish colours every shape is drawn in. A product's finish picks one, so its picture
 * shows the colour its name and finish list promise.
 */
export interface FinishVariant {
  key: string;
  hex: string;
  names: Record<MaterialGroup, string>;
}

export const FINISHES: readonly FinishVariant[] = [
  {
    key: 'walnut',
    hex: '#6f4a30',
    names: {
      wood: 'Dark Walnut',
      upholstery: 'Cognac Leather',
      lighting: 'Antique Bronze',
      mirror: 'Antique Bronze',
      rug: 'Rust',
      outdoor: 'Teak',
    },
  },
  {
    key: 'oak',
    hex: '#b48a5a',
    names: {
      wood: 'Natural Oak',
      upholstery: 'Camel Boucle',
      lighting: 'Brushed Brass',
      mirror: 'Gilded',
      rug: 'Sand',
      outdoor: 'Natural Wicker',
    },
  },
  {
    key: 'ebony',
    hex: '#36312e',
    names: {
      wood: 'Ebony',
      upholstery: 'Charcoal Velvet',
      lighting: 'Matte Black',
      mirror: 'Matte Black',
      rug: 'Charcoal',
      outdoor: 'Graphite Aluminium',
    },
  },
  {
    key: 'ivory',
    hex: '#e2d9c6',
    names: {
      wood: 'Ivory Lacquer',
      upholstery: 'Ivory Linen',
      lighting: 'Ivory Plaster',
      mirror: 'Ivory Plaster',
      rug: 'Ivory',
      outdoor: 'Ivory Sunbrella',
    },
  },
  {
    key: 'slate',
    hex: '#5f7286',
    names: {
      wood: 'Slate Grey Wash',
      upholstery: 'Slate Blue Velvet',
      lighting: 'Pewter',
      mirror: 'Pewter',
      rug: 'Denim Blue',
      outdoor: 'Slate Sunbrella',
    },
  },
  {
    key: 'sage',
    hex: '#8e9c7d',
    names: {
      wood: 'Sage Painted',
      upholstery: 'Sage Performance Linen',
      lighting: 'Verdigris',
      mirror: 'Verdigris',
      rug: 'Moss',
      outdoor: 'Sage Sunbrella',
    },
  },
];

/** Second finish line: hardware, legs, shades, edges. */
export const SECONDARY_FINISHES: Record<MaterialGroup, readonly string[]> = {
  wood: [
    'Brushed Brass Hardware',
    'Antique Bronze Hardware',
    'Polished Nickel Hardware',
    'Leather-Wrapped Pulls',
    'Carrara Marble Top',
    'Nero Marquina Marble Top',
  ],
  upholstery: [
    'Espresso Legs',
    'Brushed Brass Legs',
    'Natural Oak Legs',
    'Matte Black Base',
    'Nailhead Trim',
    'Self-Welt',
  ],
  lighting: ['Ivory Linen Shade', 'Oatmeal Linen Shade', 'Black Paper Shade', 'Clear Glass'],
  mirror: ['Antiqued Glass', 'Clear Beveled Glass'],
  rug: ['Hand-Knotted Fringe', 'Serged Edge', 'Bound Edge'],
  outdoor: ['Ivory Cushions', 'Charcoal Cushions', 'Natural Teak Legs'],
};

export const MATERIALS: Record<MaterialGroup, readonly string[]> = {
  wood: [
    'Walnut veneer',
    'Oak solids',
    'Mahogany',
    'Maple veneer',
    'Ash solids',
    'Brass hardware',
    'Marble',
    'Poplar solids',
    'Tempered glass',
    'Shagreen-embossed leather',
    'Rattan cane',
  ],
  upholstery: [
    'Kiln-dried hardwood frame',
    'Eight-way hand-tied springs',
    'High-resiliency foam',
    'Down-blend cushions',
    'Performance fabric',
    'Top-grain leather',
    'Cotton velvet',
    'Linen blend',
    'Boucle',
    'Solid wood legs',
  ],
  lighting: ['Iron', 'Brass', 'Crystal', 'Hand-blown glass', 'Linen', 'Ceramic', 'Alabaster'],
  mirror: ['Beveled mirror glass', 'Carved wood frame', 'Iron frame', 'Brass frame', 'Gesso'],
  rug: ['Hand-knotted wool', 'Silk blend', 'Viscose', 'Jute', 'Cotton backing'],
  outdoor: [
    'Powder-coated aluminium',
    'Plantation teak',
    'All-weather wicker',
    'Sunbrella fabric',
    'Quick-dry foam',
    'Cast stone',
  ],
};
