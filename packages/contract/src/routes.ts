import type { BrandCode } from './brands';
import { TRADE_BRANDS } from './trade-brands';

/**
 * The route table of spec section 2: every route name and path, the brands that have it and
 * whether it needs login. The storefront builds its router from this table and the tests check
 * every brand against it, so a route lives in exactly one place.
 */
export interface RouteDef {
  name: string;
  /** react-router path patterns; the first is canonical. */
  paths: readonly string[];
  /** Brands that have the route; absent means every brand. Others show /404. */
  brands?: readonly BrandCode[];
  /** Needs a logged-in session (spec 6: the personalCenter group, favourites, cart, noPermission). */
  auth: boolean;
  /** Page title before the brand suffix. */
  title: string;
  /** Title shown as is, without ' | <brand>' (spec 2: 'Set Password'). */
  bareTitle?: boolean;
  /** Query parameter appended to the title (search titles append the keyword). */
  titleQuery?: string;
}

const CA_SITES = ['CA', 'CA_DEALER'] as const satisfies readonly BrandCode[];

const r = (
  name: string,
  paths: string | readonly string[],
  title: string,
  extra: Partial<Omit<RouteDef, 'name' | 'paths' | 'title'>> = {},
): RouteDef => ({
  name,
  paths: typeof paths === 'string' ? [paths] : paths,
  title,
  auth: false,
  ...extra,
});
const auth = { auth: true } as const;

export const RouteTable: readonly RouteDef[] = [
  // Landing pages: / goes to /home on every brand; brand landings live on their own brand.
  r('home', '/home', 'Home'),
  r('brand', '/brand', 'Our Brands', { brands: ['HOM'] }),
  r('art', '/art', 'A.R.T. Furniture', { brands: ['ART'] }),
  r('caracole', '/caracole', 'Caracole', { brands: CA_SITES }),
  r('jonathanCharles', '/jonathanCharles', 'Jonathan Charles', { brands: ['JC'] }),
  r('rowe', '/rowe', 'Rowe', { brands: ['ROWE'] }),
  // Accounts and sessions.
  r('login', ['/login', '/auth/login'], 'Login'),
  // FFD's /register is the flash-deals shopper sign-up (simpleRegister), the others' the wizard.
  r('register', '/register', 'Register'),
  // Request Access in the dealer site's header: the dealer application (issue 34).
  r('requestAccess', '/requestAccess', 'Request Access', { brands: ['CA_DEALER'] }),
  r('accountInformation', '/accountInformation', 'Account Information', auth),
  r('selectMode', '/selectMode', 'Select View Mode', { ...auth, brands: TRADE_BRANDS }),
  r('forgetPassword', '/forgetPassword', 'Forgot Password'),
  r('setPassword', '/setPassword', 'Set Password', { bareTitle: true }),
  r('validateLogon', '/validateLogon', 'Validate Logon', { brands: ['ROWE'] }),
  r('bindAccount', '/bindAccount', 'Link Your Rowe Account', { brands: ['ROWE'] }),
  r('jcLogin', '/jcLogin', 'Login', { brands: ['JC'] }),
  r('currentAccountApplication', '/currentAccountApplication', 'Account Application', auth),
  // Catalogue.
  // ROWE's header search lands here: the title keeps the keyword (issue 18).
  r('products', '/products', 'Products', { brands: TRADE_BRANDS, titleQuery: 'keyWord' }),
  r('productList', '/productList', 'Products', { brands: ['HOM'] }),
  r('searchResult', '/productList/search', 'Search Results', {
    brands: ['HOM'],
    titleQuery: 'keyWord',
  }),
  r('productDetail', '/productDetail', 'Product Details', { brands: ['HOM'] }),
  // Server-rendered product pages for sharing and search engines; the SPA takes over (spec 2).
  r('productPage', '/page/products/:file', 'Product Details'),
  r('pageHome', '/page/home', 'Home'),
  r('productCaracole', ['/product/:type', '/product/:type/:identifying'], 'Products', {
    brands: CA_SITES,
    titleQuery: 'keyWord',
  }),
  r('productJC', '/productList/:type', 'Products', { brands: ['JC'], titleQuery: 'keyWord' }),
  r('artSearch', '/shop', 'Shop', { brands: ['ART'], titleQuery: 'keyWord' }),
  r('artShop', '/shop/:type', 'Shop', { brands: ['ART'] }),
  r('artSale', '/sale', 'Sale', { brands: ['ART'] }),
  r('FFDProductList', '/FFDProductList', 'Flash Deals', { brands: ['FFD'] }),
  r('FFDSearch', '/FFDSearch', 'Search Results', { brands: ['FFD'], titleQuery: 'keyWord' }),
  r('patternSelection', '/patternSelection', 'Pattern Selection', { brands: TRADE_BRANDS }),
  r('bespokeDining', '/bespokeDining', 'Bespoke Dining', { brands: ['JC'] }),
  r('mapper', '/mapper', 'Room Mapper', { brands: TRADE_BRANDS }),
  r('eCatalog', '/eCatalog', 'E-Catalog', { brands: TRADE_BRANDS }),
  r('magazines', '/magazines', 'Magazines', { brands: TRADE_BRANDS }),
  r('DealerLocator', '/dealerLocator', 'Dealer Locator', { brands: ['ART'] }),
  r('fengshui', '/fengshui', 'Feng Shui', { brands: TRADE_BRANDS }),
  // Personal centre group (login required).
  r('personalCenter', '/personalCenter', 'Personal Center', auth),
  r('accountSettings', '/accountSettings', 'Account Settings', auth),
  r('subAccountManagement', '/subAccountManagement', 'Sub-Account Management', auth),
  r('subAccountActivation', '/subAccountActivation', 'Activate Your Account'),
  r('designerAccount', '/designer-account', 'Designer Benefits', { brands: TRADE_BRANDS }),
  r('customerFavourite', '/favoritesList', 'Customer Favorites', auth),
  r('myFavorites', '/my-favorites', 'My Favorites', auth),
  // Ours: a shared collection's signed link opens without signing in (decision 020).
  r('sharedFavorites', '/shared-favorites', 'Shared Favorites'),
  r('myDesigner', '/myDesigner', 'My Designer', auth),
  r('personalProject', '/personalProject', 'My Projects', auth),
  r('customerProject', '/customerProject', 'Customer Projects', auth),
  r('projectDetail', '/projectDetail', 'Project Details', auth),
  r('selectCustomer', '/selectCustomer', 'Select Customer', auth),
  r('createCustomer', '/createCustomer', 'Create Customer', auth),
  // Open to visitors (spec 6 does not list it): in the showroom they upload a photo and get a
  // Photo Code; signed in, it is My Visualizations.
  r('visualizations', '/visualizations', 'My Visualizations', { brands: CA_SITES }),
  r('AISchemeDetails', '/AISchemeDetails', 'Visualization Details', { ...auth, brands: CA_SITES }),
  // Cart, checkout and orders.
  r('cart', '/cart', 'Shopping Cart', auth),
  r('checkout', '/checkout', 'Checkout', auth),
  r('paymentFailed', '/paymentFailed', 'Payment Failed', auth),
  r('personalOrder', '/personalOrder', 'My Orders', auth),
  r('orderDetail', '/orderDetail', 'Order Details', auth),
  r('designerOrder', '/designerOrder', 'Designer Orders', auth),
  r('customerOrder', '/customerOrder', 'Customer Orders', auth),
  r('ffdOrder', '/ffdOrder', 'My Orders', { ...auth, brands: ['FFD'] }),
  r('supPayment', '/supPayment', 'Supplementary Payment', auth),
  r('CSRPayment', '/CSRPayment', 'Payment', auth),
  r('clientAgent', '/clientAgent', 'Client Agent', auth),
  r('clientPay', '/clientPay', 'Payment'),
  r('changeNumber', '/changeNumber', 'Change Order', auth),
  r('supplementaryBuy', '/supplementaryBuy', 'Supplementary Purchase', auth),
  r('afterSalesRecords', '/afterSalesRecords', 'After-Sales Records', auth),
  r('uploadAfterSales', '/uploadAfterSales', 'After-Sales Request', auth),
  r('uploadRepair', '/uploadRepair', 'Repair Request', auth),
  r('subClaim', '/subClaim', 'Submit a Claim', auth),
  // Content, forms and legal texts.
  r('contactUs', '/contactUs', 'Contact Us'),
  r('sampleRequest', '/sample-request', 'Sample Request', { brands: TRADE_BRANDS }),
  r('feedback', '/feedback', 'Feedback'),
  r('feedbackDetail', '/feedbackDetail', 'Feedback Details'),
  r('feedbackText', '/feedbackText', 'Feedback'),
  r('freeWiFi', '/freeWiFi-landingpage', 'Free Wi-Fi'),
  r('TermsOfUse', '/TermsOfUse', 'Terms of Use'),
  r('privacyPolicy', '/privacyPolicy', 'Privacy Policy'),
  r('cookiesPolicy', '/cookiesPolicy', 'Cookies Policy'),
  r('refundPolicy', '/refundPolicy', 'Refund Policy'),
  r('cancellation', '/cancellation', 'Cancellation Policy'),
  r('warranty', '/warranty', 'Warranty'),
  r('salesTerms', '/salesTerms', 'Terms of Sale'),
  // Plumbing.
  r('shortLink', '/u', 'Redirecting'),
  r('redirect', '/redirect', 'Redirecting'),
  r('iframeMsg', '/iframeMsg', 'Session'),
  r('noPermission', '/noPermission', 'No Permission', auth),
  r('404', '/404', 'Page Not Found'),
];

export const routeByName = (name: string): RouteDef | undefined =>
  RouteTable.find((route) => route.name === name);

export const routeAvailableOn = (route: RouteDef, brand: BrandCode): boolean =>
  !route.brands || route.brands.includes(brand);

/** 'Login | HOM'; search titles append the keyword: 'Search Results: sofa | HOM'. */
export const pageTitle = (
  route: RouteDef,
  suffix: string,
  query?: { get(key: string): string | null } | Record<string, string | undefined>,
): string => {
  const get = (key: string): string | null | undefined =>
    typeof query?.get === 'function'
      ? (query as { get(key: string): string | null }).get(key)
      : (query as Record<string, string | undefined> | undefined)?.[key];
  const keyword = route.titleQuery ? get(route.titleQuery)?.trim() : undefined;
  const base = keyword ? `${route.title}: ${keyword}` : route.title;
  return route.bareTitle ? base : `${base} | ${suffix}`;
};

/** Links that leave the SPA for a full page load (spec 2). */
export const isFullPageLink = (href: string): boolean =>
  href.includes('/page/') || href.includes('/static/') || href.includes('http');

/* Kept here, not in calls/catalog/list-routes.ts: the storefront's entry needs the names, and
   importing that module from the entry would pull the whole of it in. */
/** Routes (RouteTable names) showing a product list or search results: one screen for all. */
export const ListRouteNames = [
  'productList',
  'searchResult',
  'products',
  'productCaracole',
  'productJC',
  'artSearch',
  'artShop',
  'artSale',
  'FFDProductList',
  'FFDSearch',
] as const;

/**
 * Each brand's main product list (a ListRouteNames route): where "Back to products" and "Browse
 * all products" go, and the list the benchmarks and browser journeys measure.
 */
export const MAIN_LIST_PATHS: Readonly<Record<BrandCode, string>> = {
  HOM: '/productList',
  CA: '/product/category',
  CA_DEALER: '/product/category',
  ROWE: '/products',
  JC: '/productList/category',
  ART: '/shop',
  FFD: '/FFDProductList',
};

/** Kinds of screen visits most often start on (decision 013: the page names their files). */
export type FirstScreen = 'list' | 'product' | 'home';

/** The kind of first screen a route shows, or null. */
export const firstScreenOf = (routeName: string): FirstScreen | null => {
  if ((ListRouteNames as readonly string[]).includes(routeName)) return 'list';
  if (routeName === 'productDetail' || routeName === 'productPage') return 'product';
  if (routeName === 'home' || routeName === 'pageHome') return 'home';
  return null;
};
