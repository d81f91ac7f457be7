import zlib from 'node:zlib';
import { isApiPath } from '@portal/contract';
import type { Caller, FuzzRequest } from './request-builder';

/**
 * The rules every answer of the run must keep:
 * 1. never a status of 500 or more;
 * 2. on API paths (the app's own isApiPath, on the URL as the server receives it), the envelope {err: integer, errmsg: string, val} and nothing else, sent as
 *    application/json, unless the call answers a file (read-file image, publication PDF) and
 *    the answer has that file's content type.
 */

export interface Observed {
  statusCode: number;
  headers: Record<string, unknown>;
  rawPayload: Buffer;
}

export interface Verdict {
  causes: string[];
  /** The parsed envelope when there was one (the runner reads err). */
  envelope?: { err: number; errmsg: string; val: unknown };
}

const header = (h: Record<string, unknown>, name: string): string => {
  const v = h[name];
  return Array.isArray(v) ? v.join(', ') : v === undefined ? '' : String(v);
};

const decode = (res: Observed): Buffer => {
  const enc = header(res.headers, 'content-encoding').toLowerCase();
  if (enc === 'gzip') return zlib.gunzipSync(res.rawPayload);
  if (enc === 'br') return zlib.brotliDecompressSync(res.rawPayload);
  if (enc === 'deflate') return zlib.inflateSync(res.rawPayload);
  return res.rawPayload;
};

/** The URL as the server receives it (the inject client resolves dot segments as browsers do). */
export const servedUrl = (url: string): string => {
  try {
    const u = url.startsWith('//')
      ? new URL(`http://localhost${url}`)
      : new URL(url, 'http://localhost');
    return u.pathname + u.search;
  } catch {
    return url;
  }
};

const ENVELOPE_KEYS = ['err', 'errmsg', 'val'];

/** Why a parsed body is not the envelope, or null when it is. */
export const envelopeProblem = (body: unknown): string | null => {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    return `body is ${Array.isArray(body) ? 'an array' : body === null ? 'null' : typeof body}`;
  const b = body as Record<string, unknown>;
  if (typeof b.err !== 'number' || !Number.isInteger(b.err)) return 'err is not an integer';
  if (typeof b.errmsg !== 'string') return 'errmsg is not a string';
  if (!Object.hasOwn(b, 'val')) return 'val is missing';
  const extra = Object.keys(b).filter((k) => !ENVELOPE_KEYS.includes(k));
  if (extra.length) return `extra keys ${extra.join(', ')}`;
  return null;
};

export const checkAnswer = (req: FuzzRequest, res: Observed): Verdict => {
  const causes: string[] = [];
  if (res.statusCode >= 500) causes.push(`status ${res.statusCode}`);
  // Pages and files of the storefront: only the status counts.
  if (req.answer.kind === 'page' || !isApiPath(servedUrl(req.url))) return { causes };
  const type = header(res.headers, 'content-type');
  if (req.answer.kind === 'file' && req.answer.contentType.test(type)) return { causes };
  const redirected = res.statusCode >= 300 && res.statusCode < 400;
  if (req.answer.kind === 'redirect' && redirected && header(res.headers, 'location'))
    return { causes };

  if (!/^application\/json\s*(;|$)/i.test(type))
    causes.push(`content type ${type ? JSON.stringify(type) : 'missing'}, not application/json`);
  // HEAD answers carry the headers of the GET and no body.
  if (req.method === 'HEAD') return { causes };
  let text: string;
  try {
    text = decode(res).toString('utf8');
  } catch {
    causes.push(
      `not the envelope: body does not decode (${header(res.headers, 'content-encoding')})`,
    );
    return { causes };
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    causes.push(`not the envelope: body is not JSON (${JSON.stringify(text.slice(0, 60))})`);
    return { causes };
  }
  const problem = envelopeProblem(body);
  if (problem) {
    causes.push(`not the envelope: ${problem}`);
    return { causes };
  }
  return { causes, envelope: body as Verdict['envelope'] };
};

// ---------------------------------------------------------------------------------------------
// Failures, grouped for the report.

export interface Failure {
  caller: Caller;
  request: FuzzRequest;
  statusCode: number;
  contentType: string;
  cause: string;
  /** The start of the answer, for the report. */
  answer: string;
  /** What the server logged as an error while answering (the fault behind a 500). */
  logged?: string[];
}

export const failureOf = (
  caller: Caller,
  request: FuzzRequest,
  res: Observed,
  cause: string,
): Failure => {
  let answer: string;
  try {
    answer = decode(res).toString('utf8').slice(0, 200);
  } catch {
    answer = `<${res.rawPayload.length} bytes>`;
  }
  return {
    caller,
    request,
    statusCode: res.statusCode,
    contentType: header(res.headers, 'content-type'),
    cause,
    answer,
  };
};

/** Quoted and shortened so NUL bytes, 10k strings and binary stay readable. */
export const preview = (value: string | Buffer | undefined, max = 300): string => {
  if (value === undefined) return '(none)';
  const text = Buffer.isBuffer(value) ? value.toString('latin1') : value;
  const cut = text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;
  return JSON.stringify(cut);
};

/** The cause without the figures that differ between requests of one problem. */
const causeGroup = (cause: string): string => cause.replace(/\(".*"\)$/, '').replace(/\s+$/, '');

export interface FailureGroup {
  key: string;
  call: string;
  cause: string;
  count: number;
  callers: Set<Caller>;
  notes: Set<string>;
  first: Failure;
}

export const groupFailures = (failures: Failure[]): FailureGroup[] => {
  const groups = new Map<string, FailureGroup>();
  for (const f of failures) {
    const cause = causeGroup(f.cause);
    const key = `${f.request.call} | ${cause}`;
    let g = groups.get(key);
    if (!g) {
      g = {
        key,
        call: f.request.call,
        cause,
        count: 0,
        callers: new Set(),
        notes: new Set(),
        first: f,
      };
      groups.set(key, g);
    }
    g.count++;
    g.callers.add(f.caller);
    if (g.notes.size < 6) g.notes.add(f.request.note);
  }
  return [...groups.values()].sort((a, b) => a.key.localeCompare(b.key));
};

export const formatRequest = (f: Failure): string => {
  const r = f.request;
  const cut = (u: string) => (u.length > 300 ? `${u.slice(0, 300)}…` : u);
  const lines = [`    ${r.method} ${cut(r.url)}`];
  const served = servedUrl(r.url);
  if (served !== r.url) lines.push(`    (the server receives ${cut(served)})`);
  for (const [k, v] of Object.entries(r.headers)) lines.push(`    ${k}: ${preview(v, 120)}`);
  lines.push(`    body: ${preview(r.payload)}`);
  lines.push(
    `    → ${f.statusCode} ${f.contentType || '(no content type)'} ${preview(f.answer, 160)}`,
  );
  for (const l of f.logged ?? []) lines.push(`    server logged: ${l}`);
  return lines.join('\n');
};

/** The readable list of distinct failures (one repro each). */
export const formatFailures = (failures: Failure[]): string => {
  const groups = groupFailures(failures);
  const out = [`${failures.length} failing answers, ${groups.length} distinct (call | cause):`];
  for (const g of groups) {
    out.push(
      `\n• ${g.key} ×${g.count} [${[...g.callers].join(', ')}]`,
      `  cases: ${[...g.notes].join(' / ')}`,
      `  repro (${g.first.caller}, ${g.first.request.kind}: ${g.first.request.note}):`,
      formatRequest(g.first),
    );
  }
  return out.join('\n');
};
