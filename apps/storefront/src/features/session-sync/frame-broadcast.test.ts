import { SESSION_SYNC_TYPE } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { broadcastToFrames } from './frame-broadcast';
import { currentSyncMessage } from './sync-message';

const CA = 'http://ca.localhost:8080';
const { domId: _d, ...message } = currentSyncMessage('logout', 'x');

afterEach(() => vi.useRealTimers());

const frameOf = () => document.querySelector('iframe');

describe('broadcastToFrames', () => {
  it('posts to the frame once it is ready and settles on its success answer', async () => {
    const done = broadcastToFrames(message, [CA]);
    const frame = frameOf();
    expect(frame?.src).toBe(`${CA}/iframeMsg`);
    expect(frame?.hidden).toBe(true);
    const source = frame?.contentWindow as Window;
    const post = vi.spyOn(source, 'postMessage').mockImplementation(() => {});
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: CA,
        source,
        data: { type: SESSION_SYNC_TYPE, ready: true },
      }),
    );
    expect(post).toHaveBeenCalledWith(expect.objectContaining({ reason: 'logout' }), CA);
    const [sent] = post.mock.calls[0] ?? [];
    const domId = (sent as { domId: string }).domId;
    // A reply from another origin, or naming another frame, does not count.
    const reply = { type: SESSION_SYNC_TYPE, result: 'success', domId, host: 'ca.localhost' };
    window.dispatchEvent(
      new MessageEvent('message', { origin: 'http://x.localhost', source, data: reply }),
    );
    window.dispatchEvent(
      new MessageEvent('message', { origin: CA, source, data: { ...reply, domId: 'other' } }),
    );
    expect(frameOf()).not.toBeNull();
    frame?.dispatchEvent(new Event('load'));
    window.dispatchEvent(new MessageEvent('message', { origin: CA, source, data: reply }));
    expect((await done).get(CA)).toBe('success');
    expect(frameOf()).toBeNull();
  });

  it('keeps a frame that answered before it finished loading until it has (no aborted loads)', async () => {
    const done = broadcastToFrames(message, [CA]);
    const frame = frameOf();
    const source = frame?.contentWindow as Window;
    const post = vi.spyOn(source, 'postMessage').mockImplementation(() => {});
    const ready = { type: SESSION_SYNC_TYPE, ready: true };
    window.dispatchEvent(new MessageEvent('message', { origin: CA, source, data: ready }));
    const [sent] = post.mock.calls[0] ?? [];
    const domId = (sent as { domId: string }).domId;
    const reply = { type: SESSION_SYNC_TYPE, result: 'blocked', domId, host: 'ca.localhost' };
    window.dispatchEvent(new MessageEvent('message', { origin: CA, source, data: reply }));
    expect((await done).get(CA)).toBe('blocked');
    // Settled, but its page is still loading: removing it now would abort its requests.
    expect(frameOf()).toBe(frame);
    frame?.dispatchEvent(new Event('load'));
    expect(frameOf()).toBeNull();
  });

  it('gives up after the cross-site fallback time (15000 ms)', async () => {
    vi.useFakeTimers();
    const done = broadcastToFrames(message, [CA]);
    vi.advanceTimersByTime(14_999);
    expect(frameOf()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect((await done).get(CA)).toBe('timeout');
    frameOf()?.dispatchEvent(new Event('load'));
    expect(frameOf()).toBeNull();
  });
});
