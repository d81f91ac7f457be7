import { describe, expect, it } from 'vitest';
import { BrandCodes, Brands } from './brands';
import {
  firstScreenOf,
  isFullPageLink,
  ListRouteNames,
  MAIN_LIST_PATHS,
  pageTitle,
  RouteTable,
  routeAvailableOn,
  routeByName,
} from './routes';

// Spec section 2, copied verbatim: the table must hold every name and every path.
const SPEC_ROUTE_NAMES =
  'home, brand, art, caracole, jonathanCharles, rowe, accountInformation, login, selectMode, forgetPassword, setPassword, products, productList, productDetail, personalCenter, searchResult, subAccountManagement, subAccountActivation, designerAccount, magazines, patternSelection, customerFavourite, myDesigner, personalProject, projectDetail, personalOrder, accountSettings, TermsOfUse, privacyPolicy, cookiesPolicy, checkout, orderDetail, designerOrder, customerOrder, supPayment, CSRPayment, changeNumber, afterSalesRecords, uploadAfterSales, uploadRepair, supplementaryBuy, refundPolicy, cancellation, warranty, cart, clientPay, productCaracole, productJC, artSearch, artShop, artSale, mapper, eCatalog, contactUs, sampleRequest, DealerLocator, FFDProductList, FFDSearch, myFavorites, iframeMsg, 404, redirect, register, noPermission'.split(
    ', ',
  );
const SPEC_PATHS =
  '/home /login /auth/login /iframeMsg /404 /register /cart /checkout /personalCenter /accountSettings /patternSelection /my-favorites /favoritesList /AISchemeDetails /productList /productList/search /shop /FFDSearch /product/:type /product/:type/:identifying /productList/:type /shop/:type /selectCustomer /createCustomer /bindAccount /validateLogon /clientAgent /visualizations /customerProject /ffdOrder /designer-account /currentAccountApplication /sample-request /freeWiFi-landingpage /jcLogin /bespokeDining /feedback /feedbackDetail /feedbackText /subClaim /u /fengshui /paymentFailed'.split(
    ' ',
  );

describe('route table', () => {
  it('holds every route name of the spec', () => {
    const names = RouteTable.map((r) => r.name);
    for (const name of SPEC_ROUTE_NAMES) expect(names, name).toContain(name);
  });

  it('holds every path of the spec', () => {
    const paths = RouteTable.flatMap((r) => r.paths);
    for (const p of SPEC_PATHS) expect(paths, p).toContain(p);
  });

  it('has unique names, and no path twice on one brand', () => {
    const names = RouteTable.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    for (const brand of BrandCodes) {
      const paths = RouteTable.filter((r) => routeAvailableOn(r, brand)).flatMap((r) => r.paths);
      expect(new Set(paths).size, brand).toBe(paths.length);
    }
  });

  it('gives brand-only routes to their brands only', () => {
    const caracole = routeByName('productCaracole')!;
    expect(routeAvailableOn(caracole, 'CA')).toBe(true);
    expect(routeAvailableOn(caracole, 'CA_DEALER')).toBe(true);
    expect(routeAvailableOn(caracole, 'HOM')).toBe(false);
    expect(routeAvailableOn(routeByName('artShop')!, 'ART')).toBe(true);
    expect(routeAvailableOn(routeByName('artShop')!, 'JC')).toBe(false);
    expect(routeAvailableOn(routeByName('FFDSearch')!, 'FFD')).toBe(true);
    expect(routeAvailableOn(routeByName('bindAccount')!, 'CA')).toBe(false);
  });

  it('marks the personal centre group, favourites, cart and noPermission as login-only', () => {
    for (const name of [
      'personalCenter',
      'accountSettings',
      'personalOrder',
      'myFavorites',
      'customerFavourite',
      'cart',
      'checkout',
      'noPermission',
    ]) {
      expect(routeByName(name)!.auth, name).toBe(true);
    }
    for (const name of ['home', 'login', 'register', '404', 'iframeMsg', 'productList']) {
      expect(routeByName(name)!.auth, name).toBe(false);
    }
  });

  it('makes every brand landing route exist on its own brand', () => {
    for (const b of Object.values(Brands)) {
      expect(routeAvailableOn(routeByName(b.homeRoute)!, b.code), b.code).toBe(true);
    }
  });
});

describe('page titles', () => {
  it('ends with the brand suffix', () => {
    expect(pageTitle(routeByName('login')!, 'HOM')).toBe('Login | HOM');
    expect(pageTitle(routeByName('cart')!, Brands.JC.titleSuffix)).toBe(
      'Shopping Cart | Jonathan Charles',
    );
  });

  it('shows Set Password bare', () => {
    expect(pageTitle(routeByName('setPassword')!, 'HOM')).toBe('Set Password');
  });

  it("keeps the keyword on ROWE's search (/products), issue 18", () => {
    expect(pageTitle(routeByName('products')!, 'ROWE', new URLSearchParams('keyWord=sofa'))).toBe(
      'Products: sofa | ROWE',
    );
    expect(pageTitle(routeByName('products')!, 'ROWE', new URLSearchParams(''))).toBe(
      'Products | ROWE',
    );
  });

  it('appends the trimmed search keyword', () => {
    const search = routeByName('searchResult')!;
    expect(pageTitle(search, 'HOM', new URLSearchParams('keyWord=%20sofa%20'))).toBe(
      'Search Results: sofa | HOM',
    );
    expect(pageTitle(search, 'HOM', { keyWord: 'bed' })).toBe('Search Results: bed | HOM');
    expect(pageTitle(search, 'HOM')).toBe('Search Results | HOM');
  });
});

describe('full page links', () => {
  it.each([
    ['/page/products/product-1.html', true],
    ['/static/terms.pdf', true],
    ['https://example.com', true],
    ['/productList?Room=bed_room', false],
    ['/home', false],
  ])('%s → %s', (href, expected) => {
    expect(isFullPageLink(href)).toBe(expected);
  });
});

describe('first screens (decision 013)', () => {
  it('names the kind of screen a route shows first', () => {
    expect(firstScreenOf('productList')).toBe('list');
    expect(firstScreenOf('productCaracole')).toBe('list');
    expect(firstScreenOf('productPage')).toBe('product');
    expect(firstScreenOf('home')).toBe('home');
    expect(firstScreenOf('login')).toBeNull();
    for (const name of ListRouteNames) expect(routeByName(name), name).toBeDefined();
  });
});

describe('main list paths', () => {
  /** The route (on that brand) whose path pattern matches the address. */
  const routeOf = (brand: (typeof BrandCodes)[number], address: string) =>
    RouteTable.find(
      (r) =>
        routeAvailableOn(r, brand) &&
        r.paths.some((p) => new RegExp(`^${p.replace(/:[^/]+/g, '[^/]+')}$`).test(address)),
    );

  it('is a product list route of each brand', () => {
    for (const brand of BrandCodes) {
      const route = routeOf(brand, MAIN_LIST_PATHS[brand]);
      expect(route?.name, brand).toBeDefined();
      expect(ListRouteNames as readonly string[], brand).toContain(route?.name);
    }
    // The matcher can fail: ART has no /productList.
    expect(routeOf('ART', '/productList')?.name).toBeUndefined();
  });
});
