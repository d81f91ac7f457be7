import type { IndexRow } from './index-row';

/** The facet values of a product as codes (rooms as a mask of room codes below 32). */
export interface FacetSignature {
  brand: number;
  category: number;
  availability: number;
  rooms: number;
}

/** The code of a facet value (the next free one for a value not seen before). */
const codeIn = <K>(codes: Map<K, number>, key: K): number => {
  let code = codes.get(key);
  if (code === undefined) {
    code = codes.size;
    codes.set(key, code);
  }
  return code;
};

/**
 * Facet values as small codes, and each distinct combination a product has (brand, category,
 * availability, rooms) as one signature: a few thousand at 100,000 products. Counting facets is
 * then one increment per matched product and one pass over the signatures (facet-counts.ts).
 */
export class FacetSignatures {
  /** Codes of facet values, in the order values were first seen. */
  readonly codeOf = {
    brand: new Map<string, number>(),
    category: new Map<number, number>(),
    availability: new Map<string, number>(),
    room: new Map<string, number>(),
  };
  readonly list: FacetSignature[] = [];
  private readonly byKey = new Map<string, number>();
  /** More than 32 rooms: masks cannot hold them, rooms are counted from their bitsets. */
  roomsOverflow = false;

  /** The signature of a product's facet values. */
  of(row: Pick<IndexRow, 'brand_id' | 'category_id' | 'availability' | 'rooms'>): number {
    let rooms = 0;
    for (const r of row.rooms) {
      const code = codeIn(this.codeOf.room, r);
      if (code < 32) rooms |= 1 << code;
      else this.roomsOverflow = true;
    }
    const facets: FacetSignature = {
      brand: codeIn(this.codeOf.brand, row.brand_id),
      category: codeIn(this.codeOf.category, row.category_id),
      availability: codeIn(this.codeOf.availability, row.availability),
      rooms,
    };
    const key = `${facets.brand}/${facets.category}/${facets.availability}/${rooms}`;
    let signature = this.byKey.get(key);
    if (signature === undefined) {
      signature = this.list.push(facets) - 1;
      this.byKey.set(key, signature);
    }
    return signature;
  }
}
