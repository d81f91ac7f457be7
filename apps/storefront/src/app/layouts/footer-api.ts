import type { BrandCode, FooterGroup } from '@portal/contract';
import { menuCallFor } from '../../features/catalog/api/brand-menu';
import { request } from '../../lib/api-client';

/** The designer shown to a customer (spec 3: img, name, email, phone_number). */
export interface DesignerInfo {
  img: string;
  name: string;
  email: string;
  phone_number: string;
}

/**
 * The footer groups of the site: the same call as its header menu (spec 7: `val.footer` of
 * web_menu, the JC and FFD category lists, or the category list of the others). Silent: the
 * footer keeps its own links when the call fails.
 */
export async function fetchFooter(brand: BrandCode, signal?: AbortSignal): Promise<FooterGroup[]> {
  const call = menuCallFor(brand);
  const val = await request<{ footer?: unknown }>(call.path, {
    method: call.method,
    body: call.method === 'POST' ? {} : undefined,
    signal,
    silent: true,
  });
  return Array.isArray(val?.footer) ? (val.footer as FooterGroup[]) : [];
}

/** POST /mibd/product/designer_info: the customer's designer, null when there is none. */
export const fetchDesignerInfo = (signal?: AbortSignal) =>
  request<DesignerInfo | null>('/mibd/product/designer_info', {
    method: 'POST',
    body: {},
    signal,
    silent: true,
  });
