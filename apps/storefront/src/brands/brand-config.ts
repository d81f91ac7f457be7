import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
import type { SearchTarget } from '../features/search/search-href';

/** A link in the header menu or footer; `to` may be a route path or a full-page URL. */
export interface BrandLink {
  label: string;
  to: string;
}

/**
 * A route module loaded on demand (react-router `lazy`): one import, or its parts loaded
 * separately, so that a route's loader can start its call before the screen's code arrives.
 */
export type LazyRouteModule =
  | (() => Promise<{ Component: ComponentType }>)
  | { Component: () => Promise<ComponentType>; loader?: () => Promise<LoaderFunction> };

/**
 * What a brand folder (`src/brands/<slug>/index.ts`) supplies. The brand's name, tagline and
 * title suffix come from the contract's `Brands` through `CURRENT_BRAND`; this is the rest.
 */
export interface BrandConfig {
  /** Text of the logo in the header. */
  logoText: string;
  theme: {
    /** Base of the primary palette (shade 6). */
    primary: string;
    /** Dark colour of the hero and footer. */
    ink: string;
    /** Light tint behind the hero. */
    paper: string;
    /**
     * Font stack of text and headings: the brand's font (src/fonts/brand-fonts.ts), then its
     * metric-matched fallback. One family per brand: one file to fetch and preload.
     */
    fontFamily: string;
    /** Mantine's `headings`: their weight and the sizes of the levels the brand sets apart. */
    headings: {
      fontWeight: string;
      sizes: Partial<Record<'h1' | 'h2' | 'h3' | 'h4', { fontSize: string; lineHeight?: string }>>;
    };
    /** Letter spacing of display headings (the hero's name, page titles). */
    headingSpacing: string;
    radius: 'xs' | 'sm' | 'md' | 'lg';
    /** Headings in capitals with letter spacing. */
    capsHeadings: boolean;
  };
  nav: readonly BrandLink[];
  /** Extra call to action in the header (the dealer site's Request Access). */
  headerCta?: BrandLink;
  /** A visitor's sign-in links; one 'Sign In' to /login when absent (ART: Trade and Dealer Login). */
  signInLinks?: readonly BrandLink[];
  /**
   * The Dealer Login (ART, decision 017): `/login?account=dealer` shows the dealers' sign-in,
   * and a dealer account signing in there without a `redirect` lands on `landing`.
   */
  dealerLogin?: { landing: string };
  /** The banner under the header (ART, spec 9: 15% off with the seasonal code). */
  promotion?: { percent: number; code: string; to: string };
  /** Where Enter in the header search goes; `emptyPath` when the keyword is blank. */
  search: SearchTarget;
  /** Brand-only screens by route name; other routes use the shared route modules. */
  routeModules: Readonly<Record<string, LazyRouteModule>>;
}
