import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import { BrandProductMenu } from '../../features/catalog/components/brand-product-menu';
import { BRAND } from '../../lib/current-brand';
import { queryClient } from '../query-client';

type HostProps = Omit<ComponentProps<typeof BrandProductMenu>, 'brand'>;

/**
 * The product menu with the app's data cache around it (the shell sits outside the screens'
 * provider). Loaded on its own, after the page has settled (product-menu-slot.tsx).
 */
export default function ProductMenuHost(props: HostProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrandProductMenu brand={BRAND} {...props} />
    </QueryClientProvider>
  );
}
