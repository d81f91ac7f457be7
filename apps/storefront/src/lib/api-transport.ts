import { RequestHeaders } from '@portal/contract';
import { BRAND } from './current-brand';
import { browserName, deviceType } from './device';
import { resolveLanguage } from './language';
import { currentPage, lastPage } from './page-history';
import { ensureGuestId, getStored } from './session';
import type { XhrFailure } from './xhr-send';

/** What every call carries (spec 7): the session headers and the analytics query. */

export type QueryValue = string | number | boolean | null | undefined;

/**
 * What the transport reads of the client's dependencies (`ApiClientDeps` of api-client.ts, which
 * passes its own): declared here so that the transport does not import the client back.
 */
export interface TransportDeps {
  apiToken: string;
  baseUrl: string;
  now: () => number;
  userAgent: () => { userAgent: string; maxTouchPoints: number };
}
type UrlDeps = Pick<TransportDeps, 'userAgent' | 'now' | 'baseUrl'>;

export const headersFor = (deps: Pick<TransportDeps, 'apiToken'>): Record<string, string> => {
  const values: Record<string, string | null> = {
    [RequestHeaders.mode]: getStored('mode'),
    [RequestHeaders.customerId]: getStored('customer_id'),
    [RequestHeaders.token]: getStored('token'),
    [RequestHeaders.apiToken]: deps.apiToken,
    [RequestHeaders.channelSource]: BRAND,
    [RequestHeaders.agentUserId]: getStored('clientAgentId'),
    [RequestHeaders.agentUserCode]: getStored('clientAgentCode'),
    [RequestHeaders.guestId]: ensureGuestId(),
  };
  const headers: Record<string, string> = { Accept: 'application/json' };
  for (const [name, value] of Object.entries(values)) if (value) headers[name] = value;
  return headers;
};

export const urlFor = (deps: UrlDeps, path: string, extra: Record<string, QueryValue>) => {
  const { userAgent, maxTouchPoints } = deps.userAgent();
  const query: Record<string, QueryValue> = {
    timestamp: deps.now(),
    obtain: 1,
    cookie: ensureGuestId(),
    lang_type: resolveLanguage(getStored('language'), navigator.languages ?? []),
    current_page: currentPage(),
    last_page: lastPage(),
    os: deviceType(userAgent, maxTouchPoints),
    browser: browserName(userAgent),
    ...extra,
  };
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.set(key, String(value));
  }
  return `${deps.baseUrl}${path}${path.includes('?') ? '&' : '?'}${params}`;
};

export const isEnvelope = (body: unknown): body is { err: number; errmsg?: string; val: unknown } =>
  typeof body === 'object' && body !== null && typeof (body as { err?: unknown }).err === 'number';

/** A JSON call with fetch; rejects with the kind of failure (as the XHR upload does). */
export async function fetchJson(
  fetcher: typeof fetch,
  url: string,
  init: {
    method: string;
    headers: Record<string, string>;
    body?: string;
    timeoutMs: number;
    signal?: AbortSignal;
  },
): Promise<unknown> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, init.timeoutMs);
  const onCallerAbort = () => controller.abort();
  init.signal?.addEventListener('abort', onCallerAbort, { once: true });
  try {
    const response = await fetcher(url, {
      method: init.method,
      headers: init.headers,
      body: init.body,
      signal: controller.signal,
      credentials: 'same-origin',
    });
    return await response.json();
  } catch {
    const kind: XhrFailure = init.signal?.aborted ? 'aborted' : timedOut ? 'timeout' : 'network';
    throw kind;
  } finally {
    clearTimeout(timer);
    init.signal?.removeEventListener('abort', onCallerAbort);
  }
}
