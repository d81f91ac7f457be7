import { useQuery } from '@tanstack/react-query';
import { hotProducts, indexCategories } from '../api/landing-catalogue';
import { catalogKeys } from './catalog-keys';

export const useHotProducts = (limit: number) =>
  useQuery({
    queryKey: catalogKeys.hot(limit),
    queryFn: ({ signal }) => hotProducts(limit, signal),
  });

export const useIndexCategories = (limit: number) =>
  useQuery({
    queryKey: catalogKeys.categories(limit),
    queryFn: ({ signal }) => indexCategories(limit, signal),
    staleTime: 10 * 60_000,
  });
