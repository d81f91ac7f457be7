import { SESSION_SYNC_TYPE } from '@portal/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getStored } from '../../lib/session';
import { handoffUrl } from './handoff';
import { startReceiver } from './receiver';
import { currentSyncMessage } from './sync-message';

const CA = 'http://ca.localhost:8080';
const message = () => ({
  ...currentSyncMessage('login', 'frame-7'),
  token: 'tok-from-ca',
  mode: 'mibd_safe' as const,
  Uid: 'wxyz9',
  username: 'Sterling Price',
});

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

beforeEach(() => localStorage.clear());

describe('the /iframeMsg receiver in a frame', () => {
  it('applies a sibling message and answers success with domId and host', async () => {
    const { win, parent, send } = framedWindow();
    const stop = startReceiver(win);
    expect(parent.postMessage).toHaveBeenCalledWith({ type: SESSION_SYNC_TYPE, ready: true }, CA);
    const reply = await send(CA, message());
    expect(getStored('token')).toBe('tok-from-ca');
    expect(reply).toHaveBeenCalledWith(
      { type: SESSION_SYNC_TYPE, result: 'success', domId: 'frame-7', host: 'hom.localhost:8080' },
      CA,
    );
    stop();
  });

  it('ignores a foreign origin, a look-alike origin and malformed data', async () => {
    const { win, send } = framedWindow();
    const stop = startReceiver(win);
    for (const origin of ['http://evil.localhost:8080', 'http://ca.localhost:8081', 'null']) {
      expect(await send(origin, message())).not.toHaveBeenCalled();
    }
    expect(await send(CA, { ...message(), type: 'other' })).not.toHaveBeenCalled();
    expect(getStored('token')).toBeNull();
    stop();
  });

  it('answers blocked, applying nothing, when the frame may not use its own storage', async () => {
    const { win, send } = framedWindow();
    const doc = window.document as Document & { hasStorageAccess?: () => Promise<boolean> };
    doc.hasStorageAccess = () => Promise.resolve(false);
    const stop = startReceiver(win);
    const reply = await send(CA, message());
    expect(reply).toHaveBeenCalledWith(expect.objectContaining({ result: 'blocked' }), CA);
    expect(getStored('token')).toBeNull();
    Reflect.deleteProperty(doc, 'hasStorageAccess');
    stop();
  });
});

describe('the hand-off link', () => {
  it('carries the message in the fragment to the sibling /iframeMsg with the next path', () => {
    const url = new URL(handoffUrl(new URL(`${CA}/caracole?x=1`), message()));
    expect(url.origin).toBe(CA);
    expect(url.pathname).toBe('/iframeMsg');
    expect(url.search).toBe('');
    expect(new URLSearchParams(url.hash.slice(1)).get('next')).toBe('/caracole?x=1');
  });
});
