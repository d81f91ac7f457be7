/** The brand registry: one code base, one build per brand, one origin per brand. */
export const BrandCodes = ['HOM', 'CA', 'CA_DEALER', 'ROWE', 'JC', 'ART', 'FFD'] as const;
export type BrandCode = (typeof BrandCodes)[number];

export interface Brand {
  code: BrandCode;
  name: string;
  /** The product brand_id of spec 3 ('else' for HOM, 'ffd' for the per-product flash-deal site). */
  brandId: 'ca' | 'art' | 'jc' | 'rowe' | 'else' | 'ffd';
  /** Host the brand is served on (any port). */
  defaultHost: string;
  /** Build mode and folder name: `vite build --mode <slug>`. */
  slug: string;
  /** Suffix of every page title: 'Login | HOM'. */
  titleSuffix: string;
  /** Route name of the brand's landing page: where logout goes (spec 4). */
  homeRoute: string;
  tagline: string;
}

export const Brands: Record<BrandCode, Brand> = {
  HOM: {
    code: 'HOM',
    name: 'Home of the Group',
    brandId: 'else',
    defaultHost: 'hom.localhost',
    slug: 'hom',
    titleSuffix: 'HOM',
    homeRoute: 'home',
    tagline: 'Every house brand, one trade account',
  },
  CA: {
    code: 'CA',
    name: 'Caracole',
    brandId: 'ca',
    defaultHost: 'ca.localhost',
    slug: 'ca',
    titleSuffix: 'Caracole',
    homeRoute: 'caracole',
    tagline: 'Modern glamour, made to be lived in',
  },
  CA_DEALER: {
    code: 'CA_DEALER',
    name: 'Caracole Dealer',
    brandId: 'ca',
    defaultHost: 'ca-dealer.localhost',
    slug: 'ca-dealer',
    titleSuffix: 'Caracole Dealer',
    homeRoute: 'caracole',
    tagline: 'The Caracole collection for authorised dealers',
  },
  ROWE: {
    code: 'ROWE',
    name: 'Rowe',
    brandId: 'rowe',
    defaultHost: 'rowe.localhost',
    slug: 'rowe',
    titleSuffix: 'Rowe',
    homeRoute: 'rowe',
    tagline: 'Upholstery built in America since 1946',
  },
  JC: {
    code: 'JC',
    name: 'Jonathan Charles',
    brandId: 'jc',
    defaultHost: 'jc.localhost',
    slug: 'jc',
    titleSuffix: 'Jonathan Charles',
    homeRoute: 'jonathanCharles',
    tagline: 'Fine furniture, crafted by hand',
  },
  ART: {
    code: 'ART',
    name: 'A.R.T. Furniture',
    brandId: 'art',
    defaultHost: 'art.localhost',
    slug: 'art',
    titleSuffix: 'A.R.T.',
    homeRoute: 'art',
    tagline: 'Timeless design for every room',
  },
  FFD: {
    code: 'FFD',
    name: 'Flash Deals',
    brandId: 'ffd',
    defaultHost: 'ffd.localhost',
    slug: 'ffd',
    titleSuffix: 'Flash Deals',
    homeRoute: 'home',
    tagline: 'Trade furniture at flash prices, while stock lasts',
  },
};

export const brandBySlug = (slug: string): Brand | undefined =>
  Object.values(Brands).find((b) => b.slug === slug);

export const isBrandCode = (value: string): value is BrandCode =>
  (BrandCodes as readonly string[]).includes(value);

/** Host (without port) → brand. Plain localhost and 127.0.0.1 serve HOM. */
export const defaultBrandHosts = (): Record<string, BrandCode> => {
  const map: Record<string, BrandCode> = { localhost: 'HOM', '127.0.0.1': 'HOM' };
  for (const b of Object.values(Brands)) map[b.defaultHost] = b.code;
  return map;
};

/** Brand ids that own products (HOM sells them all; FFD sells any of them). */
export const ProductBrandIds = ['ca', 'art', 'jc', 'rowe', 'else'] as const;
export type ProductBrandId = (typeof ProductBrandIds)[number];
