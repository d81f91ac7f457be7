import type { Brand, BrandCode } from '@portal/contract';

export interface BrandSite {
  code: BrandCode;
  name: string;
  defaultHost: string;
}

/** The brand this bundle was built for (vite `--mode <slug>`). */
export const CURRENT_BRAND: Brand = __BRAND__;
export const BRAND: BrandCode = __BRAND__.code;

/** All brand sites, this one included, in the contract's order. */
export const BRAND_SITES: readonly BrandSite[] = __BRAND_SITES__;

/** `http://ca.localhost:8080/home`: another brand's site on the port this one is served from. */
export const brandSiteUrl = (site: BrandSite, location: { protocol: string; port: string }) =>
  `${location.protocol}//${site.defaultHost}${location.port ? `:${location.port}` : ''}/home`;
