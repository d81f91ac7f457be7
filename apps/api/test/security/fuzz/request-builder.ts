import { type AnswerKind, type FuzzCall, fillPath, pathParamNames } from './call-catalogue';
import type { Rng } from './prng';
import { HOSTILE_STRINGS, hostileFor, hostileValue, type Mode, sample } from './value-generator';

export type Caller = 'visitor' | 'designer';
export type CaseKind = 'valid' | 'boundary' | 'hostile' | 'transport';

/** One request of the run, as sent (and as reported when it fails). */
export interface FuzzRequest {
  /** The contract call's name, or transport:<what> for the hand-made cases. */
  call: string;
  kind: CaseKind;
  /** What the case does (the mutation), for the report. */
  note: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  answer: AnswerKind;
  /** Leaves the caller's token off even for the designer (the case sets its own). */
  ownAuth?: boolean;
}

// ---------------------------------------------------------------------------------------------
// Encoding.

/** encodeURIComponent that also sends lone surrogates (as the invalid UTF-8 a client may send). */
export const safeEncode = (s: string): string => {
  try {
    return encodeURIComponent(s);
  } catch {
    let out = '';
    for (const ch of s) {
      const u = ch.charCodeAt(0);
      if (ch.length === 1 && u >= 0xd800 && u <= 0xdfff) {
        const bytes = [0xe0 | (u >> 12), 0x80 | ((u >> 6) & 0x3f), 0x80 | (u & 0x3f)];
        out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
      } else out += encodeURIComponent(ch);
    }
    return out;
  }
};

const scalarText = (v: unknown): string => {
  if (typeof v === 'string') return v;
  if (v === null) return 'null';
  if (typeof v === 'object') return JSON.stringify(v) ?? '';
  return String(v);
};

/** A query string for a value: arrays as repeated keys, objects as JSON or bracket keys. */
export const toQuery = (value: unknown, rng: Rng): string => {
  if (value === undefined) return '';
  if (value === null || typeof value !== 'object')
    return rng.chance(0.5) ? safeEncode(scalarText(value)) : `=${safeEncode(scalarText(value))}`;
  const parts: string[] = [];
  const entries = Array.isArray(value)
    ? value.map((v, i) => [String(i), v] as const)
    : Object.entries(value as Record<string, unknown>);
  for (const [k, v] of entries) {
    if (v === undefined) continue;
    const key = safeEncode(k);
    if (Array.isArray(v)) {
      for (const item of v) parts.push(`${key}=${safeEncode(scalarText(item))}`);
      if (!v.length) parts.push(`${key}=`);
    } else if (v && typeof v === 'object' && rng.chance(0.5)) {
      for (const [sub, sv] of Object.entries(v as Record<string, unknown>))
        parts.push(`${key}[${safeEncode(sub)}]=${safeEncode(scalarText(sv))}`);
    } else parts.push(`${key}=${safeEncode(scalarText(v))}`);
  }
  return parts.join('&');
};

/** Keys every real client adds to every call (they must never fail a call). */
const CLIENT_QUERY_NOISE = ['timestamp=1767225600000', 'os=web', 'browser=Chrome', '_=1'];

const withQuery = (path: string, query: string): string => (query ? `${path}?${query}` : path);

// ---------------------------------------------------------------------------------------------
// Path parameters.

/** Segments sent as they are (already URL text), not encoded again. */
const RAW_SEGMENTS = [
  '..',
  '.',
  '%2e%2e',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fpackage.json',
  '%00',
  'a%00.png',
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AE%C0%AE',
  '%ED%A0%80',
  'x'.repeat(10_000),
  '%F0%9F%AA%91.png',
  'a;b',
  'a%20b',
  '~',
];

const paramSegments = (
  call: FuzzCall,
  rng: Rng,
  mode: Mode | 'hostile',
): { segments: Record<string, string>; note: string } => {
  const names = pathParamNames(call.path);
  const segments: Record<string, string> = {};
  if (!names.length) return { segments, note: '' };
  if (mode !== 'hostile') {
    const v = (sample(call.params, rng, mode) ?? {}) as Record<string, unknown>;
    for (const n of names) segments[n] = safeEncode(scalarText(v[n] ?? 'x'));
    return { segments, note: '' };
  }
  const valid = (sample(call.params, rng, 'valid') ?? {}) as Record<string, unknown>;
  const target = rng.pick(names);
  for (const n of names) segments[n] = safeEncode(scalarText(valid[n] ?? 'x'));
  if (rng.chance(0.5)) {
    segments[target] = rng.pick(RAW_SEGMENTS);
    return {
      segments,
      note: `path ${target} raw ${JSON.stringify(segments[target]!.slice(0, 40))}`,
    };
  }
  const v = hostileValue(rng);
  segments[target] = safeEncode(Array.isArray(v) ? v.map(scalarText).join(',') : scalarText(v));
  return { segments, note: `path ${target} hostile` };
};

// ---------------------------------------------------------------------------------------------
// Multipart bodies for the uploads.

/** A 1×1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

interface Part {
  name: string;
  filename?: string;
  type?: string;
  data: string | Buffer;
}

export const multipartBody = (parts: Part[], boundary = 'fuzzBoundary7MA4YWxk'): Buffer => {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"`;
    if (p.filename !== undefined) head += `; filename="${p.filename}"`;
    head += '\r\n';
    if (p.type) head += `Content-Type: ${p.type}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`), Buffer.from(p.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
};

const MULTIPART_TYPE = 'multipart/form-data; boundary=fuzzBoundary7MA4YWxk';

const multipartCase = (
  rng: Rng,
  mode: Mode | 'hostile',
): { payload: Buffer; contentType: string; note: string } => {
  const key = { name: 'register_key', data: `rk${rng.int(1000, 9999)}` };
  if (mode !== 'hostile') {
    const file = rng.pick([
      { name: 'file', filename: 'a.png', type: 'image/png', data: TINY_PNG },
      { name: 'file', filename: 'b.jpg', type: 'image/jpeg', data: TINY_PNG },
      { name: 'file', filename: 'c.pdf', type: 'application/pdf', data: '%PDF-1.4\n%%EOF' },
    ]);
    return {
      payload: multipartBody([key, file]),
      contentType: MULTIPART_TYPE,
      note: `multipart ${file.filename}`,
    };
  }
  const variants: (() => { payload: Buffer; note: string; contentType?: string })[] = [
    () => ({
      payload: multipartBody([
        key,
        { name: 'file', filename: 'x.png', type: 'image/png', data: 'not an image' },
      ]),
      note: 'multipart text as png',
    }),
    () => ({
      payload: multipartBody([
        key,
        {
          name: 'file',
          filename: rng.pick(HOSTILE_STRINGS).slice(0, 300),
          type: 'image/png',
          data: TINY_PNG,
        },
      ]),
      note: 'multipart hostile file name',
    }),
    () => ({
      payload: multipartBody([
        { name: 'file', filename: '../../../x.png', type: 'image/png', data: TINY_PNG },
      ]),
      note: 'multipart traversal file name',
    }),
    () => ({
      payload: multipartBody([
        key,
        { name: 'file', filename: 'empty.png', type: 'image/png', data: '' },
      ]),
      note: 'multipart empty file',
    }),
    () => ({ payload: multipartBody([key]), note: 'multipart without a file' }),
    () => ({
      payload: multipartBody([
        key,
        { name: 'file', filename: 'a.png', type: 'image/png', data: TINY_PNG },
        { name: 'file', filename: 'b.png', type: 'image/png', data: TINY_PNG },
        { name: 'file2', filename: 'c.png', type: 'image/png', data: TINY_PNG },
      ]),
      note: 'multipart too many files',
    }),
    () => ({
      payload: multipartBody([
        { name: 'register_key', data: 'a\u0000b' },
        { name: 'f1', data: 'x' },
        { name: 'f2', data: 'y' },
        { name: 'f3', data: 'z'.repeat(2_000_000) },
        { name: 'file', filename: 'a.png', type: 'image/png', data: TINY_PNG },
      ]),
      note: 'multipart too many and too large fields, NUL key',
    }),
    () => ({
      payload: multipartBody([
        key,
        { name: 'file', filename: 'a.png', type: 'image/png', data: TINY_PNG },
      ]).subarray(0, 120),
      note: 'multipart truncated',
    }),
    () => ({
      payload: multipartBody([key, { name: 'file', filename: 'a.png', data: TINY_PNG }]),
      contentType: 'multipart/form-data',
      note: 'multipart without a boundary',
    }),
    () => ({
      payload: Buffer.from('--x\r\n\r\n--x--'),
      contentType: 'multipart/form-data; boundary=x',
      note: 'multipart without a disposition',
    }),
    () => ({
      payload: multipartBody([
        key,
        {
          name: 'file',
          filename: 'big.png',
          type: 'image/png',
          data: Buffer.alloc(3_000_000, 0x89),
        },
      ]),
      note: 'multipart 3 MB of junk as png',
    }),
  ];
  const v = rng.pick(variants)();
  return { payload: v.payload, contentType: v.contentType ?? MULTIPART_TYPE, note: v.note };
};

// ---------------------------------------------------------------------------------------------
// A case of a call.

const jsonType = (rng: Rng) =>
  rng.pick(['application/json', 'application/json', 'application/json; charset=utf-8']);

/** One request of the given kind for a call (the caller's headers are added by the runner). */
export const buildCase = (call: FuzzCall, kind: Mode | 'hostile', rng: Rng): FuzzRequest => {
  const notes: string[] = [];
  const headers: Record<string, string> = {};
  let payload: string | Buffer | undefined;

  // Which part a hostile case attacks: the path, the query or the body (the others stay valid).
  const targets = [
    ...(pathParamNames(call.path).length ? ['params'] : []),
    ...(call.method === 'GET' ? ['query'] : []),
    ...(call.querystring ? ['query'] : []),
    ...(call.method !== 'GET' ? ['body', 'body'] : []),
  ];
  const target = kind === 'hostile' ? rng.pick(targets.length ? targets : ['query']) : '';
  const partMode = (part: string): Mode | 'hostile' =>
    kind === 'hostile' ? (part === target ? 'hostile' : 'valid') : kind;

  // Path.
  const p = paramSegments(call, rng, partMode('params'));
  if (p.note) notes.push(p.note);
  let url = fillPath(call.path, p.segments);

  // Query.
  let query = '';
  const qMode = partMode('query');
  if (qMode === 'hostile') {
    const m = hostileFor(call.querystring, rng);
    query = toQuery(m.value, rng);
    notes.push(`query ${m.note}`);
  } else if (call.querystring) query = toQuery(sample(call.querystring, rng, qMode), rng);
  if (rng.chance(0.2)) query = [query, rng.pick(CLIENT_QUERY_NOISE)].filter(Boolean).join('&');
  url = withQuery(url, query);

  // Body.
  if (call.method !== 'GET') {
    const bMode = partMode('body');
    if (call.multipart && (bMode !== 'hostile' || rng.chance(0.7))) {
      const m = multipartCase(rng, bMode);
      payload = m.payload;
      headers['content-type'] = m.contentType;
      notes.push(m.note);
    } else if (bMode === 'hostile') {
      const m = hostileFor(call.body, rng);
      payload = JSON.stringify(m.value) ?? 'null';
      headers['content-type'] = jsonType(rng);
      notes.push(`body ${m.note}`);
    } else if (call.body) {
      const v = sample(call.body, rng, bMode);
      if (v !== undefined || rng.chance(0.5)) {
        payload = JSON.stringify(v ?? {});
        headers['content-type'] = jsonType(rng);
      } else notes.push('no body');
    } else if (rng.chance(0.6)) {
      payload = '{}';
      headers['content-type'] = jsonType(rng);
    } else notes.push('no body');
  }

  return {
    call: call.name,
    kind: kind === 'hostile' ? 'hostile' : kind,
    note: notes.join('; ') || kind,
    method: call.method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload }),
    answer: call.answer,
  };
};
