import {
  type Brand,
  FIRST_PAGE_ELEMENT_ID,
  type FirstPageData,
  Messages,
  PRERENDER_ATTRIBUTES,
  type ProductDetail,
  productDataKey,
} from '@portal/contract';
import { escapeHtml, jsonInScript } from '../lib/html';
import type { ScreenData } from './screen-data';

const SCHEMA_AVAILABILITY: Record<string, string> = {
  in_stock: 'https://schema.org/InStock',
  low_stock: 'https://schema.org/LimitedAvailability',
  backorder: 'https://schema.org/BackOrder',
  unavailable: 'https://schema.org/OutOfStock',
  taken_down: 'https://schema.org/Discontinued',
};

/** schema.org Product for a product page. Prices stay out: search engines are visitors. */
export const productJsonLd = (p: ProductDetail, brand: Brand, origin: string, url: string) => ({
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: p.name,
  sku: p.sku_number,
  description: p.description,
  image: p.images.map((src) => `${origin}${src}`),
  category: p.category,
  brand: { '@type': 'Brand', name: brand.name },
  material: p.materials.join(', '),
  color: p.finishes.join(', '),
  width: { '@type': 'QuantitativeValue', value: p.product_width, unitCode: 'INH' },
  depth: { '@type': 'QuantitativeValue', value: p.product_length, unitCode: 'INH' },
  height: { '@type': 'QuantitativeValue', value: p.product_height, unitCode: 'INH' },
  url,
  offers: {
    '@type': 'Offer',
    url,
    availability: SCHEMA_AVAILABILITY[p.availability],
    seller: { '@type': 'Organization', name: brand.name },
  },
});

/**
 * The brand's index.html with the product's title, description, canonical link, Open Graph tags
 * and JSON-LD in the head, and a readable summary for clients without JavaScript. The SPA then
 * mounts and renders the product screen itself. `origin` is the brand's configured origin
 * (request.brandOrigin), never one taken from the request's headers.
 */
export const renderProductPage = (
  indexHtml: string,
  p: ProductDetail,
  brand: Brand,
  origin: string,
  canonicalPath: string,
): string => {
  const url = `${origin}${canonicalPath}`;
  const title = `${p.name} | ${brand.titleSuffix}`;
  const description =
    p.availability === 'taken_down'
      ? Messages.productNoLongerAvailable
      : p.description.slice(0, 300);
  const image = p.images[0] ? `${origin}${p.images[0]}?width=600` : '';
  const head = [
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<meta property="og:type" content="product">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:site_name" content="${escapeHtml(brand.name)}">`,
    image ? `<meta property="og:image" content="${escapeHtml(image)}">` : '',
    `<meta name="twitter:card" content="summary_large_image">`,
    `<script type="application/ld+json">${jsonInScript(productJsonLd(p, brand, origin, url))}</script>`,
  ].join('\n    ');
  const summary = `<noscript><article><h1>${escapeHtml(p.name)}</h1><p>${escapeHtml(description)}</p>${
    image ? `<img src="${escapeHtml(image)}" alt="${escapeHtml(p.name)}" width="600">` : ''
  }</article></noscript>`;
  const page = indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace('</head>', `    ${head}\n  </head>`);
  // A prerendered page (decision 014) shows the product itself, without a script.
  if (page.includes(`${PRERENDER_ATTRIBUTES.url}=`)) return page;
  return page.replace(/<body([^>]*)>/, `<body$1>\n    ${summary}`);
};

/**
 * The product a product page carries for its screen, as a data block (decision 014): the
 * storefront takes it as a visitor's product instead of calling, and a prerender renders it.
 */
export const productScreenData = (sku: string, product: ProductDetail | null): ScreenData => {
  const data: FirstPageData = { key: productDataKey(sku), val: product };
  return {
    head: [
      `<script type="application/json" id="${FIRST_PAGE_ELEMENT_ID}">${jsonInScript(data)}</script>`,
    ],
    firstPage: data,
  };
};
