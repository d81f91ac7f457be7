import { hotProduct, indexCategoryList } from '@portal/contract';
import { call } from '../../../lib/call';

/** Featured products of this site (new and in stock first). */
export const hotProducts = (limit: number, signal?: AbortSignal) =>
  call(hotProduct, { limit }, { signal, silent: true }).then((val) => val.list);

/** Category tiles with a picture each. */
export const indexCategories = (limit: number, signal?: AbortSignal) =>
  call(indexCategoryList, { limit }, { signal, silent: true }).then((val) => val.list);
