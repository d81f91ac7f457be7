import type { BrandCode } from '@portal/contract';

/**
 * A product's page: HOM's productDetail?sku_number=, elsewhere the server-rendered
 * /page/products/product-{sku}.html (a full page load by spec 2; the SPA takes over there).
 */
export const productHref = (brand: BrandCode, sku: string): string =>
  brand === 'HOM'
    ? `/productDetail?sku_number=${encodeURIComponent(sku)}`
    : `/page/products/product-${encodeURIComponent(sku)}.html`;

/** The SKU of a product page address: 'product-CA-123.html' → 'CA-123'. */
export const skuFromPageFile = (file: string | undefined): string => {
  const match = /^product-(.+)\.html$/.exec(file ?? '');
  if (!match?.[1]) return '';
  try {
    return decodeURIComponent(match[1]).trim();
  } catch {
    return '';
  }
};
