import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '../query-client';

/**
 * Wraps every screen with the data cache. It loads with the first screen rather than with the
 * shell, which makes no API calls through react-query; move the provider to providers.tsx when
 * the shell starts to.
 */
export function Component() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
