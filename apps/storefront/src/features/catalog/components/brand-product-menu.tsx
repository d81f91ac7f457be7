import type { BrandCode } from '@portal/contract';
import type { ReactNode } from 'react';
import { useBrandMenu } from '../hooks/use-brand-menu';
import { CatalogTexts } from './catalog-texts';
import { MobileProductMenu } from './mobile-product-menu';
import { ProductMenu } from './product-menu';

interface BrandProductMenuProps {
  brand: BrandCode;
  /** 'bar' in the header on wide screens, 'drawer' in the menu drawer. */
  variant: 'bar' | 'drawer';
  /** Shown until the menu arrives, and when the site has none or the call fails. */
  fallback: ReactNode;
  onNavigate?: () => void;
}

/** The brand's product menu from its menu call (spec 7), in the header or the drawer. */
export function BrandProductMenu({ brand, variant, fallback, onNavigate }: BrandProductMenuProps) {
  const { data } = useBrandMenu(brand);
  const items = variant === 'bar' ? data?.bar : data?.drawer;
  if (!items?.length) return <>{fallback}</>;
  return variant === 'bar' ? (
    <ProductMenu items={items} label={CatalogTexts.productMenu} />
  ) : (
    <MobileProductMenu items={items} label={CatalogTexts.productMenu} onNavigate={onNavigate} />
  );
}
