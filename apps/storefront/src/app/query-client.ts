import { QueryClient } from '@tanstack/react-query';

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      // The API client already shows errors; one retry covers a dropped connection.
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: 0 },
    },
  });

/** The data cache of the running app (screens share it across navigations). */
export const queryClient = createQueryClient();
