import { BrandCodes, Brands, isFullPageLink } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { routeForPath } from '../app/route-lookup';
import { searchHref } from '../features/search/search-href';
import { ALL_BRAND_CONFIGS, landingOf } from '../test/all-brands';

describe.each(BrandCodes)('%s brand config', (code) => {
  const config = ALL_BRAND_CONFIGS[code];
  const { landing } = landingOf(Brands[code].slug);

  it('links only to its own routes (or full-page addresses)', () => {
    const links = [
      ...config.nav,
      landing.primaryCta,
      ...(landing.secondaryCta ? [landing.secondaryCta] : []),
      ...(config.headerCta ? [config.headerCta] : []),
      ...(config.signInLinks ?? []),
      ...(config.promotion ? [{ label: 'promotion', to: config.promotion.to }] : []),
    ];
    for (const link of links) {
      if (isFullPageLink(link.to)) continue;
      expect(routeForPath(code, link.to), `${link.label} → ${link.to}`).toBeDefined();
    }
  });

  it('searches on one of its own routes', () => {
    const href = searchHref(config.search, 'sofa');
    expect(href).toMatch(/\?keyWord=sofa$/);
    expect(routeForPath(code, href ?? '')).toBeDefined();
  });
});

describe('brands side by side', () => {
  const configs = BrandCodes.map((code) => ALL_BRAND_CONFIGS[code]);

  it('each has its own primary colour and fonts', () => {
    expect(new Set(configs.map((c) => c.theme.primary.toLowerCase())).size).toBe(configs.length);
    const fonts = configs.map((c) => c.theme.fontFamily);
    expect(new Set(fonts).size).toBe(configs.length);
  });

  it('search goes where the spec says for each brand', () => {
    const targets = Object.fromEntries(
      BrandCodes.map((code) => [code, searchHref(ALL_BRAND_CONFIGS[code].search, 'x')]),
    );
    expect(targets).toEqual({
      HOM: '/productList/search?keyWord=x',
      CA: '/product/search?keyWord=x',
      CA_DEALER: '/product/search?keyWord=x',
      ROWE: '/products?keyWord=x',
      JC: '/productList/search?keyWord=x',
      ART: '/shop?keyWord=x',
      FFD: '/FFDSearch?keyWord=x',
    });
    expect(searchHref(ALL_BRAND_CONFIGS.HOM.search, ' ')).toBe('/productList');
  });
});
