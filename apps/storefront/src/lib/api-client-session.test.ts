import { Messages } from '@portal/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from './api-client';
import { getStored, setStored } from './session';
import type { UploadProgress, XhrSendOptions } from './xhr-send';

const envelope = (err: number, val: unknown = null) => ({
  err,
  errmsg: err === 200 ? '' : 'x',
  val,
});

/** A client whose fetch answers each call when the test says so. */
function client() {
  const pending: Array<(body: unknown) => void> = [];
  const fetch = vi.fn(
    () =>
      new Promise<Response>((resolve) => {
        pending.push((body) => resolve(new Response(JSON.stringify(body))));
      }),
  );
  const onSessionEnded = vi.fn();
  const notify = vi.fn();
  const api = createApiClient({
    fetch: fetch as unknown as typeof globalThis.fetch,
    onSessionEnded,
    notify,
    navigate: vi.fn(),
    location: () => ({ pathname: '/cart', search: '' }),
  });
  const answer = async (index: number, body: unknown) => {
    await vi.waitFor(() => expect(pending[index]).toBeDefined());
    pending[index]!(body);
  };
  return { api, answer, onSessionEnded, notify };
}

describe('session expiry: once until a success', () => {
  it('two calls failing together end the session once', async () => {
    setStored('token', 'old');
    const { api, answer, onSessionEnded } = client();
    const first = api.request('/a').catch((e: unknown) => e);
    const second = api.request('/b').catch((e: unknown) => e);
    await answer(0, envelope(22007));
    await answer(1, envelope(22007));
    expect(await first).toBeInstanceOf(ApiError);
    expect(await second).toMatchObject({ err: 22007 });
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('a late failure of a call made with the old token does not start it again after a success', async () => {
    setStored('token', 'old');
    const { api, answer, onSessionEnded } = client();
    const slow = api.request('/slow').catch((e: unknown) => e);
    const fast = api.request('/fast').catch((e: unknown) => e);
    await answer(1, envelope(21015));
    await fast;
    expect(getStored('token')).toBeNull();
    // The visitor's role reload succeeds, which re-arms the flow for a later session...
    const reload = api.request('/mibd/common/user_role', { method: 'GET' });
    await answer(2, envelope(200, { Role: [] }));
    await reload;
    // ...but the old token's late answer is old news.
    await answer(0, envelope(22007));
    await slow;
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('a new session that expires later is handled again', async () => {
    setStored('token', 'first');
    const { api, answer, onSessionEnded } = client();
    const a = api.request('/a').catch(() => {});
    await answer(0, envelope(21015));
    await a;
    const ok = api.request('/ok');
    await answer(1, envelope(200));
    await ok;
    setStored('token', 'second');
    const b = api.request('/b').catch(() => {});
    await answer(2, envelope(22007));
    await b;
    expect(onSessionEnded).toHaveBeenCalledTimes(2);
  });
});

describe('upload: multipart with progress', () => {
  function uploader(result: unknown | 'network' | 'aborted') {
    const seen: { url: string; options: XhrSendOptions }[] = [];
    const xhrSend = vi.fn(async (url: string, options: XhrSendOptions) => {
      seen.push({ url, options });
      options.onProgress?.({ loaded: 50, total: 100 });
      if (result === 'network' || result === 'aborted') throw result;
      return result;
    });
    const notify = vi.fn();
    const api = createApiClient({ xhrSend, notify, apiToken: 'k' });
    return { api, seen, notify };
  }

  it('sends the form with the session headers and reports progress', async () => {
    setStored('token', 'tok');
    const { api, seen } = uploader(envelope(200, { file_id: 'f1' }));
    const form = new FormData();
    form.append('register_key', 'key');
    const progress: UploadProgress[] = [];
    await expect(
      api.upload('/mibd/register/upload', form, { onProgress: (p) => progress.push(p) }),
    ).resolves.toEqual({ file_id: 'f1' });
    expect(new URL(seen[0]!.url, 'http://x').pathname).toBe('/mibd/register/upload');
    expect(seen[0]!.options.body).toBe(form);
    expect(seen[0]!.options.headers).toMatchObject({ 'X-Auth-Token': 'tok', 'API-Token': 'k' });
    expect(progress).toEqual([{ loaded: 50, total: 100 }]);
  });

  it("an error answer rejects with its errmsg; a network failure says 'Request false'", async () => {
    const refused = uploader({
      err: 40000,
      errmsg: 'Upload JPG, PNG or PDF files only',
      val: null,
    });
    await expect(refused.api.upload('/u', new FormData(), { silent: true })).rejects.toMatchObject({
      err: 40000,
      errmsg: 'Upload JPG, PNG or PDF files only',
    });
    expect(refused.notify).not.toHaveBeenCalled();

    const offline = uploader('network');
    await expect(offline.api.upload('/u', new FormData())).rejects.toMatchObject({
      kind: 'network',
      errmsg: Messages.requestFailed,
    });
    expect(offline.notify).toHaveBeenCalledWith(Messages.requestFailed);

    const stopped = uploader('aborted');
    await expect(stopped.api.upload('/u', new FormData())).rejects.toMatchObject({
      kind: 'aborted',
    });
  });
});
