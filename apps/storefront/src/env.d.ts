/// <reference types="vite/client" />

/** This build's brand record (from the contract's `Brands`), fixed at build time. */
declare const __BRAND__: import('@portal/contract').Brand;
/** Every brand site (code, name, host) for the brand bar; no other brand's copy. */
declare const __BRAND_SITES__: readonly import('./lib/current-brand').BrandSite[];

/** `@brand-landing`: `src/brands/<slug>/landing.json`, the landing's copy and hero frame. */
declare module '@brand-landing' {
  const landing: import('./brands/brand-landing-frame').BrandLandingData;
  export default landing;
}

/** `@brand-card`: `src/brands/<slug>/card.css`, the brand's product card style (--card-*). */
declare module '@brand-card';

/** `@brand` resolves to `src/brands/<slug>/index.ts` of the brand being built. */
declare module '@brand' {
  const brand: import('./brands/brand-config').BrandConfig;
  export default brand;
}

interface ImportMetaEnv {
  /** Value of the API-Token header; omitted when empty. */
  readonly VITE_API_TOKEN?: string;
}
