import { Brands, ErrorCode } from '@portal/contract';
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, fakeApi } from '../test/fake-api';
import { setStored } from './session';
import {
  HOP_TRIED_COOKIE,
  hopForSession,
  resetSharedOrigin,
  sharedSignIn,
  takeHopState,
} from './shared-origin';

// This bundle as JC's build (unit tests run as HOM's, which is the shared origin itself).
vi.mock('./current-brand', () => ({ CURRENT_BRAND: Brands.JC, BRAND: 'JC' }));

const HOM = 'http://hom.localhost:8080';
const JC = 'http://jc.localhost:8080';

const sites = () =>
  fakeApi(
    (url) =>
      url.pathname === '/mibd/common/session_sites'
        ? envelope(ErrorCode.OK, '', { sites: [{ brand: 'HOM', origin: HOM }] })
        : envelope(ErrorCode.OK, '', { code: 'C'.repeat(43), expires_in_s: 60 }),
    JC,
  );

/** This page at the top level of JC's site. */
function page(path = '/productList?sort=new') {
  const url = new URL(path, JC);
  const win = {
    location: { pathname: url.pathname, search: url.search, replace: vi.fn(), assign: vi.fn() },
    crypto: window.crypto,
    sessionStorage: window.sessionStorage,
  };
  (win as unknown as { top: unknown }).top = win;
  return win;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  Cookies.remove(HOP_TRIED_COOKIE, { path: '/' });
  resetSharedOrigin();
});

describe('the hop through the shared origin (decision 054)', () => {
  it('opened without a session: goes to the shared origin at the top level with brand, path and a state', async () => {
    sites();
    const win = page();
    expect(await hopForSession(win as unknown as Window)).toBe(true);
    const target = new URL(win.location.replace.mock.calls[0]?.[0] as string);
    expect(target.origin).toBe(HOM);
    expect(target.pathname).toBe('/mibd/login/session_hop');
    expect(target.searchParams.get('brand')).toBe('JC');
    expect(target.searchParams.get('next')).toBe('/productList?sort=new');
    const state = target.searchParams.get('state') ?? '';
    expect(state).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // The state is this tab's, once.
    expect(takeHopState('another', win as unknown as Window)).toBe(false);
    expect(takeHopState(state, win as unknown as Window)).toBe(false);
  });

  it('once per browser session: a second page does not hop again (no loop when none is there)', async () => {
    sites();
    expect(await hopForSession(page() as unknown as Window)).toBe(true);
    const again = page('/home');
    expect(await hopForSession(again as unknown as Window)).toBe(false);
    expect(again.location.replace).not.toHaveBeenCalled();
  });

  it('no hop with a session here, in a frame or on the receiver page', async () => {
    sites();
    setStored('token', 'tok');
    const signedIn = page();
    expect(await hopForSession(signedIn as unknown as Window)).toBe(false);
    setStored('token', null);
    const framed = { ...page(), top: {} };
    expect(await hopForSession(framed as unknown as Window)).toBe(false);
    expect(await hopForSession(page('/iframeMsg') as unknown as Window)).toBe(false);
    expect(Cookies.get(HOP_TRIED_COOKIE)).toBeUndefined();
  });

  it('a sign-in here passes through the shared origin with a code made for it, then comes back', async () => {
    const calls = sites();
    const win = page('/login');
    const leave = await sharedSignIn(
      {
        token: 'tok-jc',
        mode: 'mibd_designer',
        Role: ['mode'],
        user_first_name: 'Dana',
        user_last_name: 'Tester',
      },
      win as unknown as Window,
    );
    const made = calls.find((c) => c.url.pathname === '/mibd/login/handoff_create');
    expect(made?.body).toMatchObject({ brand: 'HOM', session: { mode: 'mibd_designer' } });
    expect(win.location.assign).not.toHaveBeenCalled();
    leave?.('/page/home');
    const target = new URL(win.location.assign.mock.calls[0]?.[0] as string);
    expect(`${target.origin}${target.pathname}`).toBe(`${HOM}/iframeMsg`);
    const fragment = new URLSearchParams(target.hash.slice(1));
    expect(Object.fromEntries(fragment)).toEqual({
      handoff: 'C'.repeat(43),
      back: 'JC',
      next: '/page/home',
    });
  });
});
