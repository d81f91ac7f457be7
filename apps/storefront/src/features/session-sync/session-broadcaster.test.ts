import { ErrorCode } from '@portal/contract';
import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setStored } from '../../lib/session';
import { envelope, fakeApi } from '../../test/fake-api';
import { startBroadcaster } from './session-broadcaster';
import { resetSiblingSites } from './sibling-origins';

const HOM = 'http://hom.localhost:8080';
const CA = 'http://ca.localhost:8080';
const CODE = 'Abc_-0123456789abcdefghijklmnopqrstuvwxyzAB';

function api(
  create: () => Response = () => envelope(ErrorCode.OK, '', { code: CODE, expires_in_s: 60 }),
) {
  return fakeApi((url) => {
    if (url.pathname === '/mibd/common/session_sites')
      return envelope(ErrorCode.OK, '', { sites: [{ brand: 'CA', origin: CA }] });
    if (url.pathname === '/mibd/login/handoff_create') return create();
    return envelope(ErrorCode.OK, '', {});
  }, HOM);
}

/** The real document and timers, with an address bar that records where it is sent. */
function page() {
  const assign = vi.fn();
  const win = {
    document: window.document,
    location: { origin: HOM, assign },
    setTimeout: window.setTimeout.bind(window),
    clearTimeout: window.clearTimeout.bind(window),
    addEventListener: window.addEventListener.bind(window),
    removeEventListener: window.removeEventListener.bind(window),
  } as unknown as Window;
  return { win, assign };
}

const clickLinkTo = (href: string) => {
  const link = document.createElement('a');
  link.href = href;
  document.body.append(link);
  link.click();
  link.remove();
};

beforeEach(() => {
  localStorage.clear();
  resetSiblingSites();
});

describe('links to a sibling site', () => {
  it('attack: carry a one-time code made for that brand, never the token, in the address', async () => {
    const calls = api();
    setStored('token', 'tok-secret');
    const { win, assign } = page();
    const stop = startBroadcaster(win);
    await waitFor(() => expect(document.documentElement.dataset.sessionSync).toBe('on'));
    clickLinkTo(`${CA}/caracole?x=1`);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const sent = String(assign.mock.calls[0]![0]);
    expect(sent).toBe(`${CA}/iframeMsg#handoff=${CODE}&next=%2Fcaracole%3Fx%3D1`);
    expect(sent).not.toContain('tok-secret');
    const create = calls.find((c) => c.url.pathname === '/mibd/login/handoff_create');
    expect(create?.body).toMatchObject({ brand: 'CA' });
    expect(JSON.stringify(create?.body)).not.toContain('tok-secret');
    stop();
  });

  it('are still followed, without the session, when no code can be had', async () => {
    api(() => envelope(ErrorCode.NO_PERMISSION, 'no', null));
    setStored('token', 'tok-secret');
    const { win, assign } = page();
    const stop = startBroadcaster(win);
    await waitFor(() => expect(document.documentElement.dataset.sessionSync).toBe('on'));
    clickLinkTo(`${CA}/caracole`);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${CA}/caracole`));
    stop();
  });

  it('attack: a link to a host the server did not list gets nothing', async () => {
    api();
    setStored('token', 'tok-secret');
    const { win, assign } = page();
    const stop = startBroadcaster(win);
    await waitFor(() => expect(document.documentElement.dataset.sessionSync).toBe('on'));
    document.addEventListener('click', (e) => e.preventDefault(), { once: true });
    clickLinkTo('http://jc.localhost:8080/home');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(assign).not.toHaveBeenCalled();
    stop();
  });
});
