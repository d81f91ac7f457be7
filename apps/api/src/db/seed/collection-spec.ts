import type { Shape } from './catalog-types';

/** A portfolio: its image is a small room scene of two pieces in one finish. */
export interface CollectionSpec {
  slug: string;
  name: string;
  description: string;
  scene: readonly [Shape, Shape];
  /** Index into FINISHES. */
  finish: number;
}

export const c = (
  name: string,
  description: string,
  scene: readonly [Shape, Shape],
  finish: number,
): CollectionSpec => ({
  slug: name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, ''),
  name,
  description,
  scene,
  finish,
});
