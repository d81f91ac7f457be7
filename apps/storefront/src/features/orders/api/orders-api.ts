import { orderDetail, orderInvoice, orderList, RequestHeaders } from '@portal/contract';
import { call } from '../../../lib/call';
import { getStored } from '../../../lib/session';

export type OrderScope = 'personal' | 'designer' | 'customer' | 'ffd';

export const orderListQueryOptions = (scope: OrderScope, page: number) => ({
  queryKey: ['orders', scope, page] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    call(orderList, { scope, page, limit: 20 }, { signal }),
});

export const orderDetailQueryOptions = (orderNumber: string) => ({
  queryKey: ['orders', 'detail', orderNumber] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    call(orderDetail, { order_number: orderNumber }, { signal, silent: true }),
  enabled: orderNumber !== '',
  retry: false,
});

/** The invoice PDF (a file call: fetched with the session header, opened as a blob). */
export const openInvoice = async (orderNumber: string) => {
  const url = orderInvoice.path.replace(':order_number', encodeURIComponent(orderNumber));
  const token = getStored('token');
  const res = await fetch(url, { headers: token ? { [RequestHeaders.token]: token } : {} });
  if (!res.ok || !res.headers.get('content-type')?.includes('pdf'))
    throw new Error('Request false');
  const blob = await res.blob();
  window.open(URL.createObjectURL(blob), '_blank', 'noopener');
};
