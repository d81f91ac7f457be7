import { type BrandCode, MAIN_LIST_PATHS } from '@portal/contract';

/** A collection's list on each site (FFD deals span brands: no collection pages). */
export const collectionHref = (brand: BrandCode, slug: string): string | null => {
  const s = encodeURIComponent(slug);
  switch (brand) {
    case 'CA':
    case 'CA_DEALER':
      return `/product/portfolio/${s}`;
    case 'JC':
      return `/productList/portfolio?Collection=${s}`;
    case 'ART':
      return `/shop/portfolio?Collection=${s}`;
    case 'ROWE':
      return `/products?Collection=${s}`;
    case 'HOM':
      return `/productList?Collection=${s}`;
    default:
      return null;
  }
};

/** Where "Back to products" goes on each site. */
export const listHref = (brand: BrandCode): string => MAIN_LIST_PATHS[brand];

/** A category's list on each site (the menus link the same way). */
export const categoryHref = (brand: BrandCode, slug: string): string => {
  const s = encodeURIComponent(slug);
  return {
    HOM: `/productList?Category=${s}`,
    CA: `/product/category/${s}`,
    CA_DEALER: `/product/category/${s}`,
    JC: `/productList/category?Category=${s}`,
    ART: `/shop/${s}`,
    ROWE: `/products?Category=${s}`,
    FFD: `/FFDProductList?category=${s}`,
  }[brand];
};
