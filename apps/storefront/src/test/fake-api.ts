import { vi } from 'vitest';

/** An answer as the API sends it. */
export const envelope = (err: number, errmsg: string, val: unknown) =>
  new Response(JSON.stringify({ err, errmsg, val }));

export interface ApiCall {
  url: URL;
  body: unknown;
}

/**
 * Stands in for the API: fetch is stubbed (undo with vi.unstubAllGlobals), each call is recorded
 * with its parsed body and answered by `answers`.
 */
export function fakeApi(
  answers: (url: URL, body: unknown) => Response,
  origin = 'http://hom.localhost',
): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      const url = new URL(input, origin);
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, body });
      return answers(url, body);
    }),
  );
  return calls;
}
