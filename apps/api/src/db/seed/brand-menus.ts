import {
  type BrandCode,
  BrandCodes,
  Brands,
  type FooterGroup,
  imageUrl,
  type MenuNode,
  type ProductBrandId,
  Rooms,
  RouteTable,
  routeAvailableOn,
} from '@portal/contract';
import type { ParentSpec } from './catalog-types';
import { IMAGE_BLOCK } from './seed-images';

/** What one brand site lists, so its menu links only to lists that have products. */
export interface SiteCatalogue {
  /** Leaf category slugs with at least one listed product. */
  categories: ReadonlySet<string>;
  /** Room codes with at least one listed product. */
  rooms: ReadonlySet<string>;
  collections: readonly { brandId: ProductBrandId; slug: string; name: string; image: string }[];
}

export interface MenuInput {
  parents: readonly ParentSpec[];
  sites: Record<BrandCode, SiteCatalogue>;
  /** A picture (file name) per leaf category, for image grids. */
  categoryImage: (slug: string) => string;
}

export interface BrandMenuRow {
  brand_code: BrandCode;
  kind: 'menu' | 'pad' | 'footer';
  tree: MenuNode[] | FooterGroup[];
}

const preview = (file: string) => imageUrl(IMAGE_BLOCK, file, 300);

const node = (name: string, link: string, o: Partial<MenuNode> = {}): MenuNode => ({
  name,
  link,
  _blank: false,
  second_menu_style: '1',
  children: [],
  preview_link: '',
  is_show: true,
  ...o,
});

/** Each site's own list routes (RouteTable): where a category or a portfolio link points. */
interface LinkStyle {
  category: (slug: string) => string;
  /** A portfolio's list, and the page of all portfolios (FFD has none: deals span brands). */
  collection?: { one: (slug: string) => string; all: string };
}
const CA_LINKS: LinkStyle = {
  category: (s) => `/product/category/${s}`,
  collection: { one: (s) => `/product/portfolio/${s}`, all: '/product/portfolio' },
};
const LINKS: Record<BrandCode, LinkStyle> = {
  HOM: {
    category: (s) => `/productList?Category=${s}`,
    collection: { one: (s) => `/productList?Collection=${s}`, all: '/productList' },
  },
  CA: CA_LINKS,
  CA_DEALER: CA_LINKS,
  JC: {
    category: (s) => `/productList/category?Category=${s}`,
    collection: {
      one: (s) => `/productList/portfolio?Collection=${s}`,
      all: '/productList/portfolio',
    },
  },
  ART: {
    category: (s) => `/shop/${s}`,
    collection: { one: (s) => `/shop/portfolio?Collection=${s}`, all: '/shop/portfolio' },
  },
  ROWE: {
    category: (s) => `/products?Category=${s}`,
    collection: { one: (s) => `/products?Collection=${s}`, all: '/products' },
  },
  FFD: { category: (s) => `/FFDProductList?category=${s}` },
};

/** Image grids stay scannable: at most this many tiles. */
const GRID_MAX = 12;

/** Extra top-level entries per site, after the category groups and portfolios. */
const EXTRAS: Record<BrandCode, MenuNode[]> = {
  HOM: [],
  CA: [
    node('Quick Ship', '/product/shop-instock', {
      children: [
        node('In Stock', '/product/shop-instock'),
        node('Last Chance', '/product/last-chance'),
        node('Coming Soon', '/product/comingsoon'),
      ],
    }),
  ],
  CA_DEALER: [],
  JC: [node('New Arrivals', '/productList/new'), node('Bespoke Dining', '/bespokeDining')],
  ART: [node('Sale', '/sale'), node('Dealer Locator', '/dealerLocator')],
  ROWE: [],
  FFD: [],
};
EXTRAS.CA_DEALER = EXTRAS.CA;

const categoryGroups = (input: MenuInput, code: BrandCode): MenuNode[] => {
  const site = input.sites[code];
  const links = LINKS[code];
  return input.parents.flatMap((p) => {
    const children = p.children
      .filter((c) => site.categories.has(c.slug))
      .map((c) => node(c.name, links.category(c.slug)));
    return children.length ? [node(p.name, links.category(p.slug), { children })] : [];
  });
};

const roomGroups = (input: MenuInput): MenuNode[] => {
  const site = input.sites.HOM;
  const leaves = input.parents.flatMap((p) => p.children);
  return Rooms.filter((r) => site.rooms.has(r.code)).map((r) =>
    node(r.name, `/productList?Room=${r.code}`, {
      children: leaves
        .filter((c) => c.rooms.includes(r.code) && site.categories.has(c.slug))
        .map((c) => node(c.name, LINKS.HOM.category(c.slug))),
    }),
  );
};

const imageGrid = (name: string, link: string, children: MenuNode[]): MenuNode[] =>
  children.length
    ? [node(name, link, { second_menu_style: '5', children: children.slice(0, GRID_MAX) })]
    : [];

/** Header menu of one site: category groups, an image grid, extras and one hidden entry. */
export const headerMenu = (input: MenuInput, code: BrandCode): MenuNode[] => {
  const site = input.sites[code];
  const links = LINKS[code];
  const menu: MenuNode[] = code === 'HOM' ? roomGroups(input) : categoryGroups(input, code);
  if (code === 'HOM') {
    const houses = (['ca', 'art', 'jc', 'rowe', 'else'] as const).flatMap((brandId) => {
      const first = site.collections.find((c) => c.brandId === brandId);
      const brand = Object.values(Brands).find((b) => b.brandId === brandId);
      if (!first || !brand) return [];
      const link = `/productList?Brand=${brandId}`;
      return [node(brand.name, link, { preview_link: preview(first.image) })];
    });
    menu.push(...imageGrid('Our Brands', '/brand', houses));
  }
  const portfolios = links.collection;
  if (portfolios) {
    const tiles = site.collections
      .filter((c) => code !== 'HOM' || c.brandId === 'else')
      .map((c) => node(c.name, portfolios.one(c.slug), { preview_link: preview(c.image) }));
    const title = code === 'CA' || code === 'CA_DEALER' ? 'Portfolios' : 'Collections';
    menu.push(...imageGrid(title, portfolios.all, tiles));
  }
  if (code === 'FFD') {
    const tiles = input.parents
      .flatMap((p) => p.children)
      .filter((c) => site.categories.has(c.slug))
      .map((c) =>
        node(c.name, links.category(c.slug), {
          preview_link: preview(input.categoryImage(c.slug)),
        }),
      );
    menu.unshift(node('All Deals', '/FFDProductList'));
    menu.push(...imageGrid('Shop by Category', '/FFDProductList', tiles));
  }
  menu.push(...EXTRAS[code]);
  if (code !== 'FFD') menu.push(node('E-Catalog', '/eCatalog', { _blank: true }));
  // Kept but hidden: a seasonal entry the storefront must not show (is_show false).
  menu.push(node('Holiday Edit', links.category('accent-chairs'), { is_show: false }));
  return menu;
};

/** The tablet menu: hidden entries dropped and every list cut to six children. */
export const padMenu = (menu: MenuNode[]): MenuNode[] =>
  menu.filter((n) => n.is_show).map((n) => ({ ...n, children: padMenu(n.children).slice(0, 6) }));

const FOOTER: FooterGroup[] = [
  {
    name: 'Customer Care',
    children: [
      { name: 'Contact Us', link: '/contactUs', _blank: false },
      { name: 'Sample Request', link: '/sample-request', _blank: false },
      { name: 'Warranty', link: '/warranty', _blank: false },
      { name: 'Dealer Locator', link: '/dealerLocator', _blank: false },
      { name: 'Feedback', link: '/feedback', _blank: false },
    ],
  },
  {
    name: 'Company',
    children: [
      { name: 'Our Brands', link: '/brand', _blank: false },
      { name: 'Flash Deals', link: '/FFDProductList', _blank: false },
      { name: 'Designer Benefits', link: '/designer-account', _blank: false },
      { name: 'Magazines', link: '/magazines', _blank: false },
      { name: 'E-Catalog', link: '/eCatalog', _blank: true },
    ],
  },
  {
    name: 'Legal',
    children: [
      { name: 'Privacy Policy', link: '/privacyPolicy', _blank: false },
      { name: 'Terms of Use', link: '/TermsOfUse', _blank: false },
      { name: 'Terms of Sale', link: '/salesTerms', _blank: false },
      { name: 'Cookies Policy', link: '/cookiesPolicy', _blank: false },
      { name: 'Refund Policy', link: '/refundPolicy', _blank: false },
      { name: 'Cancellation Policy', link: '/cancellation', _blank: false },
    ],
  },
];

/** True when `link` (path plus optional query) is a route the brand site has. */
export const linkAvailableOn = (link: string, code: BrandCode): boolean => {
  const segments = link.split('?')[0]!.split('/');
  return RouteTable.some(
    (route) =>
      routeAvailableOn(route, code) &&
      route.paths.some((pattern) => {
        const parts = pattern.split('/');
        return (
          parts.length === segments.length &&
          parts.every((p, i) => (p.startsWith(':') ? segments[i] !== '' : p === segments[i]))
        );
      }),
  );
};

export const footerFor = (code: BrandCode): FooterGroup[] =>
  FOOTER.map((g) => ({
    ...g,
    children: g.children.filter((l) => linkAvailableOn(l.link, code)),
  })).filter((g) => g.children.length > 0);

/** menu, pad and footer rows for all seven sites. */
export const buildBrandMenus = (input: MenuInput): BrandMenuRow[] =>
  BrandCodes.flatMap((brandCode) => {
    const menu = headerMenu(input, brandCode);
    return [
      { brand_code: brandCode, kind: 'menu', tree: menu },
      { brand_code: brandCode, kind: 'pad', tree: padMenu(menu) },
      { brand_code: brandCode, kind: 'footer', tree: footerFor(brandCode) },
    ] satisfies BrandMenuRow[];
  });
