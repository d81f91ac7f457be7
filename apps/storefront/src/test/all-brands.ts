import type { BrandCode } from '@portal/contract';
import art from '../brands/art/index';
import type { BrandConfig } from '../brands/brand-config';
import type { BrandLandingData } from '../brands/brand-landing-frame';
import ca from '../brands/ca/index';
import caDealer from '../brands/ca-dealer/index';
import ffd from '../brands/ffd/index';
import hom from '../brands/hom/index';
import jc from '../brands/jc/index';
import rowe from '../brands/rowe/index';

/**
 * Every brand's config, for tests only: the app itself reaches its own brand through `@brand`
 * and must never import this file.
 */
export const ALL_BRAND_CONFIGS: Record<BrandCode, BrandConfig> = {
  HOM: hom,
  CA: ca,
  CA_DEALER: caDealer,
  ROWE: rowe,
  JC: jc,
  ART: art,
  FFD: ffd,
};

const landingFiles = import.meta.glob<{ default: BrandLandingData }>('../brands/*/landing.json', {
  eager: true,
});

/** Every brand's landing.json (the app reaches its own through `@brand-landing`). */
export const landingOf = (slug: string): BrandLandingData => {
  const file = landingFiles[`../brands/${slug}/landing.json`];
  if (!file) throw new Error(`no landing.json for ${slug}`);
  return file.default;
};
