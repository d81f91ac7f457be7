import { ErrorCode, HandoffMessages, SESSION_SYNC_TYPE } from '@portal/contract';
import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getStored } from '../../lib/session';
import { envelope, fakeApi } from '../../test/fake-api';
import { handoffUrl } from './handoff';
import { resetReceiver, startReceiver } from './receiver';
import { resetSiblingSites } from './sibling-origins';
import { currentSyncMessage } from './sync-message';

const CA = 'http://ca.localhost:8080';
const HOM = 'http://hom.localhost:8080';
const CODE = 'Abc_-0123456789abcdefghijklmnopqrstuvwxyzAB';
const message = () => ({
  ...currentSyncMessage('login', 'frame-7'),
  token: 'tok-from-ca',
  mode: 'mibd_safe' as const,
  Uid: 'wxyz9',
  username: 'Sterling Price',
});

const { type: _t, reason: _r, domId: _d, ...redeemed } = message();

/** This site's API: the served sibling list, and the redeem answer. */
function api(redeem: () => Response = () => envelope(ErrorCode.OK, '', redeemed)) {
  return fakeApi(
    (url) =>
      url.pathname === '/mibd/common/session_sites'
        ? envelope(ErrorCode.OK, '', { sites: [{ brand: 'CA', origin: CA }] })
        : redeem(),
    HOM,
  );
}

/** This page as a frame inside a sibling: its own top and parent, the real storage and document. */
function framedWindow() {
  const target = new EventTarget();
  const parent = { postMessage: vi.fn() };
  const win = {
    top: {},
    parent,
    location: window.location,
    document: window.document,
    localStorage: window.localStorage,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
  };
  const send = async (origin: string, data: unknown) => {
    const source = { postMessage: vi.fn() };
    target.dispatchEvent(
      new MessageEvent('message', { data, origin, source: source as unknown as Window }),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    return source.postMessage;
  };
  return { win: win as unknown as Window, parent, send };
}

/** This page at the top level, opened at `address` from `referrer`. */
function topWindow(address: string, referrer: string) {
  const url = new URL(address);
  const win = {
    location: { origin: url.origin, pathname: url.pathname, hash: url.hash, replace: vi.fn() },
    history: { replaceState: vi.fn() },
    document: { referrer },
    sessionStorage: window.sessionStorage,
  };
  (win as unknown as { top: unknown }).top = win;
  return win;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetSiblingSites();
  resetReceiver();
});

describe('the /iframeMsg receiver in a frame', () => {
  it('applies a sibling message and answers success with domId and host', async () => {
    api();
    const { win, parent, send } = framedWindow();
    const stop = startReceiver(win);
    await waitFor(() =>
      expect(parent.postMessage).toHaveBeenCalledWith({ type: SESSION_SYNC_TYPE, ready: true }, CA),
    );
    const reply = await send(CA, message());
    expect(getStored('token')).toBe('tok-from-ca');
    expect(reply).toHaveBeenCalledWith(
      { type: SESSION_SYNC_TYPE, result: 'success', domId: 'frame-7', host: 'hom.localhost:8080' },
      CA,
    );
    stop();
  });

  it('ignores a foreign origin, a look-alike origin and malformed data', async () => {
    api();
    const { win, parent, send } = framedWindow();
    const stop = startReceiver(win);
    await waitFor(() => expect(parent.postMessage).toHaveBeenCalled());
    for (const origin of ['http://evil.localhost:8080', 'http://ca.localhost:8081', 'null']) {
      expect(await send(origin, message())).not.toHaveBeenCalled();
    }
    expect(await send(CA, { ...message(), type: 'other' })).not.toHaveBeenCalled();
    expect(getStored('token')).toBeNull();
    stop();
  });

  it('attack: without the served list of sibling origins it listens to no one (no guessed origins)', async () => {
    fakeApi(() => new Response('down', { status: 502 }), HOM);
    const { win, parent, send } = framedWindow();
    const stop = startReceiver(win);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(parent.postMessage).not.toHaveBeenCalled();
    expect(await send(CA, message())).not.toHaveBeenCalled();
    expect(getStored('token')).toBeNull();
    stop();
  });

  it('answers blocked, applying nothing, when the frame may not use its own storage', async () => {
    api();
    const { win, parent, send } = framedWindow();
    const doc = window.document as Document & { hasStorageAccess?: () => Promise<boolean> };
    doc.hasStorageAccess = () => Promise.resolve(false);
    const stop = startReceiver(win);
    await waitFor(() => expect(parent.postMessage).toHaveBeenCalled());
    const reply = await send(CA, message());
    expect(reply).toHaveBeenCalledWith(expect.objectContaining({ result: 'blocked' }), CA);
    expect(getStored('token')).toBeNull();
    Reflect.deleteProperty(doc, 'hasStorageAccess');
    stop();
  });
});

describe('the /iframeMsg page at the top level (hand-off)', () => {
  const address = handoffUrl(new URL(`${HOM}/home?x=1`), CODE);

  it('redeems the code with its own API, applies the session and continues to next', async () => {
    const calls = api();
    const win = topWindow(address, `${CA}/caracole`);
    startReceiver(win as unknown as Window);
    // The code leaves the address at once, before any call.
    expect(win.history.replaceState).toHaveBeenCalledWith(null, '', '/iframeMsg');
    await waitFor(() => expect(win.location.replace).toHaveBeenCalledWith('/home?x=1'));
    expect(calls.at(-1)?.url.pathname).toBe('/mibd/login/handoff_redeem');
    expect(calls.at(-1)?.body).toEqual({ code: CODE });
    expect(getStored('token')).toBe('tok-from-ca');
    expect(getStored('username')).toBe('Sterling Price');
  });

  it('attack: a refused code (used, expired, another brand, session ended) signs nothing in', async () => {
    api(() => envelope(ErrorCode.AUTH_FAILED, HandoffMessages.refused, null));
    const win = topWindow(address, `${CA}/caracole`);
    startReceiver(win as unknown as Window);
    await waitFor(() => expect(win.location.replace).toHaveBeenCalledWith('/home?x=1'));
    expect(getStored('token')).toBeNull();
  });

  it('attack: a hand-off followed from a foreign page is not even redeemed', async () => {
    const calls = api();
    const win = topWindow(address, 'http://evil.localhost:8080/');
    startReceiver(win as unknown as Window);
    await waitFor(() => expect(win.location.replace).toHaveBeenCalledWith('/'));
    expect(calls.some((c) => c.url.pathname === '/mibd/login/handoff_redeem')).toBe(false);
    expect(getStored('token')).toBeNull();
  });

  const STATE = 'state-of-this-tab-0123456789';
  const hopBack = (state: string) =>
    `${HOM}/iframeMsg#${new URLSearchParams({ handoff: CODE, state, next: '/home?x=1' })}`;

  it("ends this tab's own hop through the shared origin: the state it sent is proof, the referrer is itself", async () => {
    const calls = api();
    sessionStorage.setItem('portal.sessionHop.state', STATE);
    const win = topWindow(hopBack(STATE), `${HOM}/home?x=1`);
    startReceiver(win as unknown as Window);
    await waitFor(() => expect(win.location.replace).toHaveBeenCalledWith('/home?x=1'));
    expect(calls.at(-1)?.body).toEqual({ code: CODE });
    expect(getStored('token')).toBe('tok-from-ca');
    // Used up: the same return cannot be replayed in this tab.
    expect(sessionStorage.getItem('portal.sessionHop.state')).toBeNull();
  });

  it('attack: a hop return with a state this tab never sent is not redeemed (login CSRF)', async () => {
    const calls = api();
    sessionStorage.setItem('portal.sessionHop.state', STATE);
    const win = topWindow(hopBack('attacker-state-0123456789'), `${HOM}/home`);
    startReceiver(win as unknown as Window);
    await waitFor(() => expect(win.location.replace).toHaveBeenCalledWith('/'));
    expect(calls.some((c) => c.url.pathname === '/mibd/login/handoff_redeem')).toBe(false);
    expect(getStored('token')).toBeNull();
  });

  it('a sign-in passing through goes back to the brand site it came from, a served origin only', async () => {
    api();
    const back = (brand: string) =>
      `${HOM}/iframeMsg#${new URLSearchParams({ handoff: CODE, back: brand, next: '/home' })}`;
    const win = topWindow(back('CA'), `${CA}/login`);
    startReceiver(win as unknown as Window);
    await waitFor(() => expect(win.location.replace).toHaveBeenCalledWith(`${CA}/home`));
    expect(getStored('token')).toBe('tok-from-ca');
    for (const brand of ['FFD', 'https://evil.example']) {
      resetReceiver();
      const other = topWindow(back(brand), `${CA}/login`);
      startReceiver(other as unknown as Window);
      await waitFor(() => expect(other.location.replace).toHaveBeenCalledWith('/home'));
    }
  });
});
