import { type ChatSegment, encodeSegmentEvent } from '@portal/contract';
import { describe, expect, it, vi } from 'vitest';
import { applySegment, type ChatBlock } from '../chat-model';
import { ChatStreamError, streamChat } from './chat-stream-client';

const sse = (chunks: string[], init: ResponseInit = {}) =>
  new Response(
    new ReadableStream({
      start(controller) {
        const enc = new TextEncoder();
        for (const c of chunks) controller.enqueue(enc.encode(c));
        controller.close();
      },
    }),
    { status: 200, headers: { 'content-type': 'text/event-stream' }, ...init },
  );

const REPLY: ChatSegment[] = [
  { kind: 'text', text: 'Here are 1 picks for sofas:' },
  { kind: 'type', type: 4 },
  {
    kind: 'productList',
    products: [{ sku_number: 'S-1', name: 'Sofa', reason: 'Fits.' } as never],
  },
  { kind: 'recommend', skus: ['S-1'] },
  { kind: 'type', type: 8 },
  { kind: 'followUps', questions: ['Something cheaper'] },
  { kind: 'end' },
];

const run = async (fetcher: typeof fetch, timeoutMs?: number) => {
  const got: ChatSegment[] = [];
  await streamChat({ text: 'sofa' }, { onSegment: (s) => got.push(s), fetcher, timeoutMs });
  return got;
};

describe('streamChat', () => {
  it('reads segments cut across chunks, in order', async () => {
    const body = REPLY.map(encodeSegmentEvent).join('');
    const chunks = body.match(/[\s\S]{1,5}/g) ?? [];
    const got = await run(async () => sse(chunks));
    expect(got).toEqual(REPLY);
    const blocks = got.reduce<ChatBlock[]>(applySegment, []);
    expect(blocks.map((b) => b.type)).toEqual([1, 4, 8]);
    expect(blocks[1]?.products[0]?.sku_number).toBe('S-1');
    expect(blocks[2]?.followUps).toEqual(['Something cheaper']);
  });

  it('rejects a reply that is not an event stream, with the envelope message when there is one', async () => {
    const json = async () =>
      new Response(
        JSON.stringify({ err: 40000, errmsg: 'Please enter up to 200 characters', val: null }),
        {
          headers: { 'content-type': 'application/json' },
        },
      );
    await expect(run(json)).rejects.toMatchObject({
      kind: 'not-stream',
      message: 'Please enter up to 200 characters',
    });
    const html = async () => new Response('<html>', { headers: { 'content-type': 'text/html' } });
    await expect(run(html)).rejects.toMatchObject({ message: 'Sorry, server exception' });
  });

  it('rejects a non-ok status and an error segment with the banner text', async () => {
    await expect(run(async () => sse([], { status: 502 }))).rejects.toMatchObject({
      kind: 'status',
      message: 'Sorry, server exception',
    });
    const seen: ChatSegment[] = [];
    const withError = async () => sse(['data: Hello&&\n\n', 'data: error&&\n\n']);
    await expect(
      streamChat({ text: 'x' }, { onSegment: (s) => seen.push(s), fetcher: withError }),
    ).rejects.toBeInstanceOf(ChatStreamError);
    expect(seen).toEqual([{ kind: 'text', text: 'Hello' }]);
  });

  it('aborts the stream on timeout', async () => {
    vi.useFakeTimers();
    const hanging: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
      });
    const pending = run(hanging, 1_000);
    const check = expect(pending).rejects.toMatchObject({
      kind: 'timeout',
      message: 'Sorry, server exception',
    });
    await vi.advanceTimersByTimeAsync(1_001);
    await check;
    vi.useRealTimers();
  });
});
