import { pageTitle } from '@portal/contract';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { CURRENT_BRAND } from '../lib/current-brand';
import { useCurrentRoute } from './route-handle';

/** document.title of the current screen: 'Login | HOM', 'Set Password', 'Shop: chair | A.R.T.'. */
export function useDocumentTitle(): void {
  const route = useCurrentRoute();
  const [searchParams] = useSearchParams();
  useEffect(() => {
    if (route) document.title = pageTitle(route, CURRENT_BRAND.titleSuffix, searchParams);
  }, [route, searchParams]);
}
