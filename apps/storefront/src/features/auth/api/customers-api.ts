import { request } from '../../../lib/api-client';

export interface CustomerOption {
  id: number;
  name: string;
}

/**
 * The designer's customers for the client-mode picker: POST /mibd/customerFavourite/customer_list
 * (spec 7, `val` a list). Until that call exists, or when it fails, the list is empty and the
 * picker shows the modes alone.
 */
export async function fetchCustomerOptions(): Promise<CustomerOption[]> {
  try {
    const val = await request<unknown>('/mibd/customerFavourite/customer_list', {
      body: {},
      silent: true,
    });
    const list = Array.isArray(val) ? val : (val as { list?: unknown } | null)?.list;
    if (!Array.isArray(list)) return [];
    return list
      .map((c: { id?: unknown; customer_id?: unknown; name?: unknown }) => ({
        id: Number(c.id ?? c.customer_id),
        name: String(c.name ?? ''),
      }))
      .filter((c) => Number.isInteger(c.id) && c.id > 0);
  } catch {
    return [];
  }
}
