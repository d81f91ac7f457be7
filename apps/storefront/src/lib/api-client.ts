import { notifications } from '@mantine/notifications';
import { ErrorCode, Messages, RequestHeaders, SESSION_END_CODES, Timing } from '@portal/contract';
import { appNavigation } from './app-navigation';
import { BRAND } from './current-brand';
import { browserName, deviceType } from './device';
import { resolveLanguage } from './language';
import { currentPage, lastPage } from './page-history';
import { clearSession, ensureGuestId, getStored, setVisitorRole } from './session';

/**
 * The one way the storefront calls the API (spec 7): JSON `{err, errmsg, val}`, success when
 * err is 200. Sends the session headers and the analytics query on every call, times out after
 * 150 s, and handles the error codes of spec 8 in one place.
 */

export type ApiErrorKind = 'api' | 'network' | 'timeout' | 'aborted';

export class ApiError extends Error {
  constructor(
    readonly err: number,
    readonly errmsg: string,
    readonly kind: ApiErrorKind = 'api',
  ) {
    super(errmsg || `API error ${err}`);
    this.name = 'ApiError';
  }
}

type QueryValue = string | number | boolean | null | undefined;
export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON body (POST and others); for GET its fields join the query. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Aborting it rejects with kind 'aborted' and shows nothing. */
  signal?: AbortSignal;
  /** Do not show errmsg or 'Request false' (the caller shows the error itself). */
  silent?: boolean;
}

/** What the client needs from its surroundings; injectable so that tests drive every path. */
export interface ApiClientDeps {
  fetch: typeof fetch;
  notify: (message: string) => void;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  location: () => { pathname: string; search: string };
  /** After the session-expired flow (the app reloads the visitor's roles). */
  onSessionEnded: () => void;
  now: () => number;
  userAgent: () => { userAgent: string; maxTouchPoints: number };
  timeoutMs: number;
  baseUrl: string;
  apiToken: string;
}

const defaultDeps: ApiClientDeps = {
  fetch: (...args) => globalThis.fetch(...args),
  notify: (message) =>
    notifications.show({
      message,
      color: 'red',
      position: 'top-center',
      autoClose: Timing.alertMs,
    }),
  navigate: appNavigation.navigate,
  location: appNavigation.location,
  onSessionEnded: () => {},
  now: () => Date.now(),
  userAgent: () => navigator,
  timeoutMs: Timing.requestTimeoutMs,
  baseUrl: '',
  apiToken: import.meta.env.VITE_API_TOKEN ?? '',
};

const headersFor = (deps: ApiClientDeps): Record<string, string> => {
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

const urlFor = (deps: ApiClientDeps, path: string, extra: Record<string, QueryValue>) => {
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

const isEnvelope = (body: unknown): body is { err: number; errmsg?: string; val: unknown } =>
  typeof body === 'object' && body !== null && typeof (body as { err?: unknown }).err === 'number';

export function createApiClient(overrides: Partial<ApiClientDeps> = {}) {
  const deps: ApiClientDeps = { ...defaultDeps, ...overrides };
  /** The session-expired flow runs once until a later call succeeds. */
  let sessionEndHandled = false;

  const endSession = () => {
    if (sessionEndHandled) return;
    sessionEndHandled = true;
    clearSession();
    setVisitorRole();
    const { pathname, search } = deps.location();
    const params = new URLSearchParams(search);
    if (params.has('u')) {
      params.delete('u');
      const rest = params.toString();
      deps.navigate(`${pathname}${rest ? `?${rest}` : ''}`, { replace: true });
    }
    deps.onSessionEnded();
  };

  async function send(path: string, options: RequestOptions): Promise<unknown> {
    const method = options.method ?? 'POST';
    const asQuery = method === 'GET' && options.body && typeof options.body === 'object';
    const query = {
      ...(asQuery ? (options.body as Record<string, QueryValue>) : {}),
      ...options.query,
    };
    const headers = headersFor(deps);
    const hasBody = method !== 'GET' && options.body !== undefined;
    if (hasBody) headers['Content-Type'] = 'application/json';

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, deps.timeoutMs);
    const onCallerAbort = () => controller.abort();
    options.signal?.addEventListener('abort', onCallerAbort, { once: true });
    try {
      const response = await deps.fetch(urlFor(deps, path, query), {
        method,
        headers,
        body: hasBody ? JSON.stringify(options.body) : undefined,
        signal: controller.signal,
        credentials: 'same-origin',
      });
      return await response.json();
    } catch {
      if (options.signal?.aborted) throw new ApiError(0, '', 'aborted');
      throw new ApiError(0, Messages.requestFailed, timedOut ? 'timeout' : 'network');
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  /** Calls `path` and resolves with `val` when err is 200; rejects with an ApiError otherwise. */
  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    let body: unknown;
    try {
      body = await send(path, options);
      if (!isEnvelope(body)) throw new ApiError(0, Messages.requestFailed, 'network');
    } catch (error) {
      const apiError = error instanceof ApiError ? error : new ApiError(0, Messages.requestFailed);
      if (apiError.kind !== 'aborted' && !options.silent) deps.notify(Messages.requestFailed);
      throw apiError;
    }
    const { err, errmsg = '', val } = body;
    if (err === ErrorCode.OK) {
      sessionEndHandled = false;
      return val as T;
    }
    if (SESSION_END_CODES.includes(err)) endSession();
    else if (err === ErrorCode.NO_PERMISSION) deps.navigate('/noPermission');
    else if (!options.silent && errmsg) deps.notify(errmsg);
    throw new ApiError(err, errmsg);
  }

  return { request, deps };
}

const client = createApiClient();

/** Overrides the default client's surroundings (the role reload after session expiry, say). */
export function configureApiClient(deps: Partial<ApiClientDeps>): void {
  Object.assign(client.deps, deps);
}

export const request = <T>(path: string, options?: RequestOptions): Promise<T> =>
  client.request<T>(path, options);
