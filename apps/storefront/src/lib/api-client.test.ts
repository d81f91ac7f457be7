import { DeviceTypes, Messages, RoleMatrix, Timing } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiClientDeps, ApiError, createApiClient } from './api-client';
import { notePage } from './page-history';
import { getMode, getRoles, getStored, setStored } from './session';

const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

interface Call {
  url: URL;
  init: RequestInit;
}

function setup(answers: Array<Response | Error | 'hang'>, deps: Partial<ApiClientDeps> = {}) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: new URL(String(input), 'http://hom.localhost:8080'), init });
    const answer = answers.shift();
    if (answer === 'hang') {
      return new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
      });
    }
    if (answer instanceof Error) throw answer;
    if (!answer) throw new Error('no answer left');
    return answer;
  });
  const notify = vi.fn();
  const navigate = vi.fn();
  const onSessionEnded = vi.fn();
  let location = { pathname: '/cart', search: '?u=abc123&tab=1' };
  const client = createApiClient({
    fetch: fetch as unknown as typeof globalThis.fetch,
    notify,
    navigate,
    onSessionEnded,
    location: () => location,
    now: () => 1_767_225_600_000,
    userAgent: () => ({ userAgent: WINDOWS_CHROME, maxTouchPoints: 0 }),
    apiToken: 'api-secret',
    ...deps,
  });
  const setLocation = (next: typeof location) => {
    location = next;
  };
  return { client, calls, fetch, notify, navigate, onSessionEnded, setLocation };
}

const ok = (val: unknown) => json({ err: 200, errmsg: '', val });
const fail = (err: number, errmsg = '') => json({ err, errmsg, val: null });

beforeEach(() => {
  setStored('token', 'tok-9');
  setStored('mode', 'mibd_designer');
  setStored('customer_id', '15');
  setStored('clientAgentId', 'ag-1');
  setStored('X-Auth-Uid', '77');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('request: success', () => {
  it('posts JSON and resolves with val', async () => {
    const { client, calls } = setup([ok({ list: [1, 2] })]);
    await expect(
      client.request('/mibd/product/list', { body: { sku_number: 'A1' } }),
    ).resolves.toEqual({ list: [1, 2] });
    const call = calls[0]!;
    expect(call.url.pathname).toBe('/mibd/product/list');
    expect(call.init.method).toBe('POST');
    expect(call.init.body).toBe('{"sku_number":"A1"}');
    expect(call.init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('sends the session headers and leaves out empty ones', async () => {
    const { client, calls } = setup([ok(null)]);
    await client.request('/mibd/common/user_role', { method: 'GET' });
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers).toMatchObject({
      Mode: 'mibd_designer',
      CId: '15',
      'X-Auth-Token': 'tok-9',
      'API-Token': 'api-secret',
      'Channel-Source': 'HOM',
      agent_user_id: 'ag-1',
    });
    expect(headers['guest-id']).toMatch(/^[A-Za-z0-9]{32}\d+$/);
    expect(headers).not.toHaveProperty('agent_user_code');
  });

  it('adds the analytics query to every call, GET payload as query', async () => {
    notePage('/home');
    notePage('/productList?Room=bed_room');
    const { client, calls } = setup([ok(null)]);
    await client.request('/mibd/product/category_list', {
      method: 'GET',
      body: { brand: 'ca' },
      query: { page: 2 },
    });
    const params = calls[0]?.url.searchParams;
    expect(Object.fromEntries(params ?? [])).toEqual({
      timestamp: '1767225600000',
      obtain: '1',
      cookie: getStored('guestId'),
      lang_type: 'en',
      current_page: '/productList?Room=bed_room',
      last_page: '/home',
      os: String(DeviceTypes.windows),
      browser: 'Chrome',
      brand: 'ca',
      page: '2',
    });
    expect(calls[0]?.init.body).toBeUndefined();
  });

  it('keeps a query already in the path', async () => {
    const { client, calls } = setup([ok(null)]);
    await client.request('/mibd/x?a=1');
    expect(calls[0]?.url.searchParams.get('a')).toBe('1');
    expect(calls[0]?.url.searchParams.get('obtain')).toBe('1');
  });
});

describe('request: error codes', () => {
  it('shows errmsg and rejects with an ApiError carrying err and errmsg', async () => {
    const { client, notify } = setup([fail(40000, 'Project name is required')]);
    const error = await client.request('/mibd/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ err: 40000, errmsg: 'Project name is required', kind: 'api' });
    expect(notify).toHaveBeenCalledWith('Project name is required');
  });

  it('reads the envelope of a non-200 HTTP answer', async () => {
    const { client, notify } = setup([json({ err: 40400, errmsg: 'Gone', val: null }, 404)]);
    await expect(client.request('/mibd/x')).rejects.toMatchObject({ err: 40400 });
    expect(notify).toHaveBeenCalledWith('Gone');
  });

  it('stays quiet when asked to', async () => {
    const { client, notify } = setup([fail(40000, 'Bad'), new TypeError('offline')]);
    await expect(client.request('/mibd/x', { silent: true })).rejects.toMatchObject({ err: 40000 });
    await expect(client.request('/mibd/x', { silent: true })).rejects.toMatchObject({
      kind: 'network',
    });
    expect(notify).not.toHaveBeenCalled();
  });

  it('25010 goes to /noPermission without a toast', async () => {
    const { client, navigate, notify } = setup([fail(25010, 'No permission')]);
    await expect(client.request('/mibd/shoppingCart/list')).rejects.toMatchObject({ err: 25010 });
    expect(navigate).toHaveBeenCalledWith('/noPermission');
    expect(notify).not.toHaveBeenCalled();
  });

  it('25010 to a call sent without a session does not go to /noPermission', async () => {
    setStored('token', null);
    const { client, navigate } = setup([fail(25010, 'No permission')]);
    await expect(client.request('/mibd/home/certificate/detail')).rejects.toMatchObject({
      err: 25010,
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([21015, 22007])('%i ends the session: cleared, visitor, u removed', async (code) => {
    const { client, navigate, notify, onSessionEnded } = setup([fail(code, 'expired')]);
    await expect(client.request('/mibd/x')).rejects.toMatchObject({ err: code });
    expect(getStored('token')).toBeNull();
    expect(getStored('customer_id')).toBeNull();
    expect(getStored('clientAgentId')).toBeNull();
    expect(getMode()).toBe('mibd_visitor');
    expect(getRoles()).toEqual(RoleMatrix.mibd_visitor);
    expect(navigate).toHaveBeenCalledWith('/cart?tab=1', { replace: true });
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(notify).not.toHaveBeenCalled();
  });

  it('runs the session-expired flow once until a later call succeeds', async () => {
    const { client, navigate, onSessionEnded } = setup([
      fail(21015),
      fail(22007),
      ok('fine'),
      fail(21015),
    ]);
    await expect(client.request('/a')).rejects.toBeInstanceOf(ApiError);
    setStored('token', 'new-token');
    await expect(client.request('/b')).rejects.toMatchObject({ err: 22007 });
    expect(getStored('token')).toBe('new-token');
    expect(onSessionEnded).toHaveBeenCalledTimes(1);

    await expect(client.request('/c')).resolves.toBe('fine');
    await expect(client.request('/d')).rejects.toMatchObject({ err: 21015 });
    expect(getStored('token')).toBeNull();
    expect(onSessionEnded).toHaveBeenCalledTimes(2);
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('does not navigate when there is no u to remove', async () => {
    const { client, navigate, setLocation } = setup([fail(21015)]);
    setLocation({ pathname: '/home', search: '' });
    await expect(client.request('/a')).rejects.toBeInstanceOf(ApiError);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('request: transport failures', () => {
  it('a network error shows Request false', async () => {
    const { client, notify } = setup([new TypeError('Failed to fetch')]);
    await expect(client.request('/mibd/x')).rejects.toMatchObject({
      kind: 'network',
      errmsg: Messages.requestFailed,
    });
    expect(notify).toHaveBeenCalledWith('Request false');
  });

  it('an answer that is not an envelope shows Request false', async () => {
    const { client, notify } = setup([
      new Response('<html>bad gateway</html>', { status: 502 }),
      json({ hello: 'world' }),
    ]);
    await expect(client.request('/mibd/x')).rejects.toMatchObject({ kind: 'network' });
    await expect(client.request('/mibd/y')).rejects.toMatchObject({ kind: 'network' });
    expect(notify).toHaveBeenCalledTimes(2);
    expect(notify).toHaveBeenLastCalledWith(Messages.requestFailed);
  });

  it(`times out after ${Timing.requestTimeoutMs} ms`, async () => {
    vi.useFakeTimers();
    const { client, notify, calls } = setup(['hang']);
    const pending = client.request('/mibd/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(Timing.requestTimeoutMs - 1);
    expect(calls[0]?.init.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(calls[0]?.init.signal?.aborted).toBe(true);
    expect(error).toMatchObject({ kind: 'timeout', errmsg: 'Request false' });
    expect(notify).toHaveBeenCalledWith('Request false');
  });

  it('a call the caller aborts rejects quietly', async () => {
    const { client, notify } = setup(['hang']);
    const controller = new AbortController();
    const pending = client.request('/mibd/x', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
    expect(notify).not.toHaveBeenCalled();
  });
});
