import type { ProductBrandId } from '@portal/contract';
import type { CollectionSpec } from './collection-spec';
import { ART_COLLECTIONS, HOUSE_COLLECTIONS, ROWE_COLLECTIONS } from './collections-art-rowe-hom';
import { CA_COLLECTIONS, JC_COLLECTIONS } from './collections-ca-jc';

export const COLLECTIONS: Record<ProductBrandId, readonly CollectionSpec[]> = {
  ca: CA_COLLECTIONS,
  jc: JC_COLLECTIONS,
  art: ART_COLLECTIONS,
  rowe: ROWE_COLLECTIONS,
  else: HOUSE_COLLECTIONS,
};
