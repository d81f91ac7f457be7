import { notifications } from '@mantine/notifications';
import { ErrorCode, Messages, SESSION_END_CODES, Timing } from '@portal/contract';
import { fetchJson, headersFor, isEnvelope, type QueryValue, urlFor } from './api-transport';
import { appNavigation } from './app-navigation';
import { clearSession, getStored, setVisitorRole } from './session';
import { type UploadProgress, type XhrFailure, xhrSend } from './xhr-send';

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

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON body (POST and others); for GET its fields join the query. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Aborting it rejects with kind 'aborted' and shows nothing. */
  signal?: AbortSignal;
  /** Do not show errmsg or 'Request false' (the caller shows the error itself). */
  silent?: boolean;
  /** Extra headers of one call (e.g. Idempotency-Key on an order submission). */
  headers?: Record<string, string>;
}

export interface UploadOptions extends Pick<RequestOptions, 'query' | 'signal' | 'silent'> {
  onProgress?: (progress: UploadProgress) => void;
}

/** What the client needs from its surroundings; injectable so that tests drive every path. */
export interface ApiClientDeps {
  fetch: typeof fetch;
  notify: (message: string) => void;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  location: () => { pathname: string; search: string };
  /** After the session-expired flow (the app reloads the visitor's roles). */
  onSessionEnded: () => void;
  /** Multipart POST with upload progress (XMLHttpRequest in the browser). */
  xhrSend: typeof xhrSend;
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
  xhrSend,
  now: () => Date.now(),
  userAgent: () => navigator,
  timeoutMs: Timing.requestTimeoutMs,
  baseUrl: '',
  apiToken: import.meta.env.VITE_API_TOKEN ?? '',
};

export function createApiClient(overrides: Partial<ApiClientDeps> = {}) {
  const deps: ApiClientDeps = { ...defaultDeps, ...overrides };
  /** The session-expired flow runs once until a later call succeeds. */
  let sessionEndHandled = false;

  /**
   * Runs once until a later call succeeds, and only for the token still stored: an answer to a
   * call made with a token that is already gone (or replaced) is old news.
   */
  const endSession = (tokenSent: string | null) => {
    if (sessionEndHandled) return;
    if (tokenSent !== null && tokenSent !== getStored('token')) return;
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

  /** The envelope's outcome: `val` on err 200; the spec-8 handling and a rejection otherwise. */
  function settle<T>(body: unknown, options: { silent?: boolean }, tokenSent: string | null): T {
    if (!isEnvelope(body)) {
      if (!options.silent) deps.notify(Messages.requestFailed);
      throw new ApiError(0, Messages.requestFailed, 'network');
    }
    const { err, errmsg = '', val } = body;
    if (err === ErrorCode.OK) {
      sessionEndHandled = false;
      return val as T;
    }
    if (SESSION_END_CODES.includes(err)) endSession(tokenSent);
    // A call sent without a session (a screen still mounting as its session ends) is not the
    // user's lack of permission: the session-expired flow or the guard sends them to sign in.
    else if (err === ErrorCode.NO_PERMISSION && tokenSent) deps.navigate('/noPermission');
    else if (!options.silent && errmsg) deps.notify(errmsg);
    throw new ApiError(err, errmsg);
  }

  /** Calls `path` and resolves with `val` when err is 200; rejects with an ApiError otherwise. */
  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const tokenSent = getStored('token');
    const method = options.method ?? 'POST';
    const asQuery = method === 'GET' && options.body && typeof options.body === 'object';
    const query = {
      ...(asQuery ? (options.body as Record<string, QueryValue>) : {}),
      ...options.query,
    };
    const hasBody = method !== 'GET' && options.body !== undefined;
    const headers = { ...headersFor(deps), ...options.headers };
    if (hasBody) headers['Content-Type'] = 'application/json';
    let body: unknown;
    try {
      body = await fetchJson(deps.fetch, urlFor(deps, path, query), {
        method,
        headers,
        body: hasBody ? JSON.stringify(options.body) : undefined,
        timeoutMs: deps.timeoutMs,
        signal: options.signal,
      });
    } catch (failure) {
      throw transportError(failure as XhrFailure, options);
    }
    return settle<T>(body, options, tokenSent);
  }

  const transportError = (kind: XhrFailure, options: { silent?: boolean }) => {
    if (kind === 'aborted') return new ApiError(0, '', 'aborted');
    if (!options.silent) deps.notify(Messages.requestFailed);
    return new ApiError(0, Messages.requestFailed, kind === 'timeout' ? 'timeout' : 'network');
  };

  /** Multipart POST (fields in the order given, files last) with upload progress. */
  async function upload<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
    const tokenSent = getStored('token');
    let body: unknown;
    try {
      body = await deps.xhrSend(urlFor(deps, path, options.query ?? {}), {
        headers: headersFor(deps),
        body: form,
        timeoutMs: deps.timeoutMs,
        signal: options.signal,
        onProgress: options.onProgress,
      });
    } catch (failure) {
      throw transportError(failure as XhrFailure, options);
    }
    return settle<T>(body, options, tokenSent);
  }

  return { request, upload, deps };
}

const client = createApiClient();

/** Overrides the default client's surroundings (the role reload after session expiry, say). */
export function configureApiClient(deps: Partial<ApiClientDeps>): void {
  Object.assign(client.deps, deps);
}

export const request = <T>(path: string, options?: RequestOptions): Promise<T> =>
  client.request<T>(path, options);

export const upload = <T>(path: string, form: FormData, options?: UploadOptions): Promise<T> =>
  client.upload<T>(path, form, options);
