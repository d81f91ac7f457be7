import {
  AssistantMessages,
  type ChatSegment,
  createSegmentParser,
  llmNew,
  Timing,
} from '@portal/contract';
import type { z } from 'zod';
import { headersFor, urlFor } from '../../../lib/api-transport';

export type ChatRequest = z.input<typeof llmNew.body>;

/** Why a reply failed: the banner shows `message` ('Sorry, server exception' unless the API said). */
export class ChatStreamError extends Error {
  constructor(
    message: string,
    readonly kind: 'status' | 'not-stream' | 'segment' | 'timeout' | 'network',
  ) {
    super(message);
  }
}

export interface StreamOptions {
  onSegment: (segment: ChatSegment) => void;
  signal?: AbortSignal;
  timeoutMs?: number;
  fetcher?: typeof fetch;
}

const envelopeMessage = async (res: Response): Promise<string | null> => {
  try {
    const body = (await res.json()) as { err?: number; errmsg?: string };
    return typeof body.errmsg === 'string' && body.errmsg ? body.errmsg : null;
  } catch {
    return null;
  }
};

/**
 * POST /ca/llm/new and reads its event stream as it arrives (spec 7 and 8): segments may be cut
 * anywhere between chunks; a non-ok status, a reply that is not an event stream or an error
 * segment rejects (the panel shows its banner); the timeout aborts the stream.
 */
export async function streamChat(input: ChatRequest, opts: StreamOptions): Promise<void> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, opts.timeoutMs ?? Timing.requestTimeoutMs);
  const onAbort = () => controller.abort();
  opts.signal?.addEventListener('abort', onAbort, { once: true });
  const fail = AssistantMessages.serverException;
  try {
    const headers = {
      ...headersFor({ apiToken: import.meta.env.VITE_API_TOKEN ?? '' }),
      Accept: 'text/event-stream',
      'Content-Type': 'application/json',
    };
    const url = urlFor({ baseUrl: '', now: Date.now, userAgent: () => navigator }, llmNew.path, {});
    const res = await (opts.fetcher ?? fetch)(url, {
      method: llmNew.method,
      headers,
      body: JSON.stringify(input),
      signal: controller.signal,
      credentials: 'same-origin',
    });
    const type = res.headers.get('content-type') ?? '';
    if (!res.ok) throw new ChatStreamError((await envelopeMessage(res)) ?? fail, 'status');
    if (!type.startsWith('text/event-stream')) {
      // A refusal (too long, no permission) answers the JSON envelope: show its message.
      throw new ChatStreamError((await envelopeMessage(res)) ?? fail, 'not-stream');
    }
    if (!res.body) throw new ChatStreamError(fail, 'not-stream');
    const parser = createSegmentParser();
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let ended = false;
    const deliver = (segments: ChatSegment[]) => {
      for (const s of segments) {
        if (s.kind === 'error') throw new ChatStreamError(fail, 'segment');
        if (s.kind === 'end') ended = true;
        opts.onSegment(s);
      }
    };
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      deliver(parser.push(decoder.decode(value, { stream: true })));
    }
    deliver(parser.push(decoder.decode()));
    deliver(parser.finish());
    if (!ended) throw new ChatStreamError(fail, 'segment');
  } catch (err) {
    if (err instanceof ChatStreamError) throw err;
    throw new ChatStreamError(fail, timedOut ? 'timeout' : 'network');
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onAbort);
  }
}
