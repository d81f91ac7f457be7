import type { BrandCode } from '@portal/contract';
import art from '../brands/art/index';
import type { BrandConfig } from '../brands/brand-config';
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
