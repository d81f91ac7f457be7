import { type BrandCode, designerInfo, type FooterGroup } from '@portal/contract';
import { fetchMenuAnswer } from '../../features/catalog/api/brand-menu';
import { type CallVal, call } from '../../lib/call';

/** The designer shown to a customer (spec 3: img, name, email, phone_number). */
export type DesignerInfo = NonNullable<CallVal<typeof designerInfo>>;

/**
 * The footer groups of the site: the same call as its header menu (spec 7: `val.footer` of
 * web_menu, the JC and FFD category lists, or the category list of the others). Silent: the
 * footer keeps its own links when the call fails.
 */
export async function fetchFooter(brand: BrandCode, signal?: AbortSignal): Promise<FooterGroup[]> {
  const { footer } = await fetchMenuAnswer(brand, signal);
  return Array.isArray(footer) ? footer : [];
}

/** The customer's designer, null when there is none. */
export const fetchDesignerInfo = (signal?: AbortSignal) =>
  call(designerInfo, {}, { signal, silent: true });
