/** What a request asks for, as the engine filters and ranks by it (kept with the history). */
export interface Constraints {
  categories: string[];
  rooms: string[];
  /** Colour or finish words; each must appear in a product's finishes, materials or name. */
  colours: string[];
  /** Material words; each must appear in a product's materials, finishes or name. */
  materials: string[];
  /** Ranking words (styles and other words of the request). */
  styles: string[];
  keywords: string[];
  priceMin?: number;
  priceMax?: number;
  widthMin?: number;
  widthMax?: number;
  lengthMax?: number;
  heightMax?: number;
  quantity?: number;
  inStock?: boolean;
  onSale?: boolean;
}

export const emptyConstraints = (): Constraints => ({
  categories: [],
  rooms: [],
  colours: [],
  materials: [],
  styles: [],
  keywords: [],
});

export type Intent =
  | 'greeting'
  | 'recommend'
  | 'pairings'
  | 'similar'
  | 'question'
  | 'policy'
  | 'replacement'
  | 'statement'
  | 'look'
  | 'suggestion';

/** What the engine read in one message. */
export interface Understanding {
  intent: Intent;
  constraints: Constraints;
  /** True when the message only adjusts the previous request ('cheaper', 'in walnut instead'). */
  refinement: boolean;
  /** Relative adjustments, resolved against the products shown last. */
  adjust: { cheaper?: boolean; pricier?: boolean; smaller?: boolean; bigger?: boolean };
  /** The question's topic when intent is 'question' or 'policy'. */
  topic?:
    | 'dimensions'
    | 'materials'
    | 'lead_time'
    | 'availability'
    | 'price'
    | 'warranty'
    | 'returns'
    | 'shipping'
    | 'policy';
  /** A SKU written in the message. */
  sku?: string;
}
