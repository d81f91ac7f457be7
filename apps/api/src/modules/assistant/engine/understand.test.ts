import { describe, expect, it } from 'vitest';
import { understand } from './understand';

type Expect = Partial<{
  intent: string;
  categories: string[];
  rooms: string[];
  colours: string[];
  materials: string[];
  priceMin: number;
  priceMax: number;
  widthMax: number;
  widthMin: number;
  heightMax: number;
  lengthMax: number;
  quantity: number;
  inStock: boolean;
  refinement: boolean;
}>;

const TABLE: [string, Expect][] = [
  ['Show me a sofa under $3k', { intent: 'recommend', categories: ['sofas'], priceMax: 3000 }],
  [
    'a couch for the living room under 5,000 dollars',
    { categories: ['sofas'], rooms: ['living_room'], priceMax: 5000 },
  ],
  [
    'dining tables between 1,000 and 2,000',
    { categories: ['dining-tables'], priceMin: 1000, priceMax: 2000 },
  ],
  ['coffee table $1,500-$2,500', { categories: ['coffee-tables'], priceMin: 1500, priceMax: 2500 }],
  ['I need a console that fits a 90 inch wall', { categories: ['console-tables'], widthMax: 90 }],
  [
    'sofa no wider than 84" in walnut',
    { categories: ['sofas'], widthMax: 84, colours: ['walnut'] },
  ],
  [
    'a leather armchair around $4000',
    { categories: ['accent-chairs'], materials: ['leather'], priceMin: 3400, priceMax: 4600 },
  ],
  [
    'set of 4 dining chairs in ivory linen',
    { categories: ['dining-chairs'], quantity: 4, colours: ['ivory'], materials: ['linen'] },
  ],
  [
    'two nightstands for the bedroom',
    { categories: ['nightstands'], quantity: 2, rooms: ['bed_room'] },
  ],
  ['bedside tables in stock', { categories: ['nightstands'], inStock: true }],
  [
    'grey velvet sectional',
    { categories: ['sectionals'], colours: ['grey'], materials: ['velvet'] },
  ],
  [
    'gray boucle ottoman under 2k',
    { categories: ['ottomans'], colours: ['grey'], materials: ['boucle'], priceMax: 2000 },
  ],
  ['media console less than 200 cm wide', { categories: ['media-consoles'], widthMax: 78.7 }],
  ['a rug at least 100 inches wide', { categories: ['rugs'], widthMin: 100 }],
  ['table lamp under 30 inches tall', { categories: ['table-lamps'], heightMax: 30 }],
  [
    'a marble top sideboard over $6,000',
    { categories: ['sideboards'], materials: ['marble'], priceMin: 6000 },
  ],
  ['cheaper', { intent: 'recommend', refinement: true }],
  ['in walnut instead', { refinement: true, colours: ['walnut'] }],
  ['something smaller', { refinement: true }],
  ['What goes with this sofa?', { intent: 'pairings' }],
  ['show me more like this', { intent: 'similar' }],
  ['How wide is it?', { intent: 'question' }],
  ['What is your warranty?', { intent: 'policy' }],
  ['Make a suggestion for me!', { intent: 'suggestion' }],
  ['AI furniture replacement', { intent: 'replacement' }],
  ['Inspire me: a dining room look in walnut', { intent: 'look', rooms: ['dining_room'] }],
  ['help me furnish a bedroom', { intent: 'look', rooms: ['bed_room'] }],
  ['a mood board for my client', { intent: 'look' }],
  ['complete the look', { intent: 'pairings' }],
  ['Hello', { intent: 'greeting' }],
  ['bar stools with a budget of 800', { categories: ['bar-stools'], priceMax: 800 }],
  ['a 7 ft sofa', { categories: ['sofas'] }],
  [
    'desk for my home office, max $2.5k',
    { categories: ['desks'], rooms: ['home_office'], priceMax: 2500 },
  ],
];

describe('request understanding', () => {
  it.each(TABLE)('%s', (text, want) => {
    const u = understand(text);
    const got = { intent: u.intent, refinement: u.refinement, ...u.constraints };
    for (const [key, value] of Object.entries(want)) {
      expect(got[key as keyof typeof got], key).toEqual(value);
    }
  });
});
