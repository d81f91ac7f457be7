import type { BrandCode } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { fetchBrandMenu } from '../api/brand-menu';
import { catalogKeys } from './catalog-keys';

/** The brand's header menus; they change rarely, so they are kept for the whole visit. */
export const useBrandMenu = (brand: BrandCode) =>
  useQuery({
    queryKey: catalogKeys.menu(brand),
    queryFn: ({ signal }) => fetchBrandMenu(brand, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
