import { AuthCookies, searchProducts } from '@portal/contract';
import { BODY_LIMIT_BYTES } from '../../../src/app';
import { NOT_CALLS } from '../../fixtures/not-calls';
import { type AnswerKind, type FuzzCall, fillPath, pathParamNames } from './call-catalogue';
import type { Rng } from './prng';
import { type FuzzRequest, multipartBody, TINY_PNG } from './request-builder';
import { sample } from './value-generator';

/**
 * Malformed transport: bad JSON, wrong content types, bodies over the limit, odd methods, odd
 * URLs and headers. Each is sent to several real calls of the catalogue (GET and POST ones).
 */

const ENVELOPE: AnswerKind = { kind: 'envelope' };

const deepJson = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** Bodies that are not JSON, sent as application/json. */
const BAD_JSON: [string, string | Buffer][] = [
  ['truncated', '{"sku_number": '],
  ['unquoted keys', '{a:1}'],
  ['single quotes', "{'a':'b'}"],
  ['NaN literal', '{"page": NaN}'],
  ['Infinity literal', '{"page": Infinity}'],
  ['trailing comma', '{"a":1,}'],
  ['trailing garbage', '{"a":1} {"b":2}'],
  ['bare NUL', '\u0000'],
  ['NUL after the object', '{"a":1}\u0000'],
  ['empty', ''],
  ['whitespace only', '   \n'],
  ['a JSON string', '"just a string"'],
  ['a JSON number', '12345'],
  ['JSON null', 'null'],
  ['JSON array', '[1,2,3]'],
  ['duplicate keys', '{"username":"a","username":{"x":1}}'],
  ['raw __proto__', '{"__proto__":{"isAdmin":true},"a":1}'],
  ['nested __proto__', '{"a":{"b":{"__proto__":{"polluted":1}}}}'],
  ['raw constructor.prototype', '{"constructor":{"prototype":{"polluted":1}}}'],
  ['deep nesting 5000', deepJson(5000)],
  ['deep nesting 50000', deepJson(50_000)],
  [
    'invalid UTF-8',
    Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0x22, 0x7d]),
  ],
  ['UTF-16 BOM', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('{"a":1}', 'utf16le')])],
  ['UTF-8 BOM', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"a":1}')])],
  ['escaped NUL in a string', '{"username":"\\u0000","email":"\\u0000","keyWord":"\\u0000"}'],
  ['lone surrogate escape', '{"username":"\\ud800","keyWord":"\\udfff"}'],
  ['huge number', '{"page":1e999999,"current_page":1e999999}'],
  ['10k digits', `{"page":${'9'.repeat(10_000)}}`],
];

/** Content types the JSON calls do not take. */
const WRONG_TYPES: [string, string | Buffer][] = [
  ['text/plain', '{"a":1}'],
  [
    'text/xml',
    '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>',
  ],
  ['application/x-www-form-urlencoded', 'username=a&password=b&__proto__[x]=1'],
  ['application/octet-stream', TINY_PNG],
  ['application/json; charset=utf-16', '{"a":1}'],
  ['application/jsonx', '{"a":1}'],
  ['APPLICATION/JSON', '{"a":1}'],
  ['application/json, text/plain', '{"a":1}'],
  ['application/vnd.api+json', '{"a":1}'],
  ['application/json; boundary=x; charset=latin1', '{"a":1}'],
  ['multipart/form-data; boundary=fuzzBoundary7MA4YWxk', multipartBody([{ name: 'a', data: '1' }])],
  ['image/png', TINY_PNG],
  ['*/*', '{"a":1}'],
  ['', '{"a":1}'],
  ['application/', '{"a":1}'],
];

const ODD_METHODS = [
  'PUT',
  'DELETE',
  'PATCH',
  'OPTIONS',
  'HEAD',
  'TRACE',
  'PROPFIND',
  'SEARCH',
  'LOCK',
  'QUERY',
];

const BAD_TOKENS = [
  'garbage',
  'x'.repeat(5000),
  '../../etc/passwd',
  'Bearer abc',
  "' OR 1=1 --",
  '%00',
  'null',
  'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
];

const BAD_COOKIES = [
  `${AuthCookies.token}=%E0%A4%A`,
  `${AuthCookies.token}=%`,
  `${AuthCookies.token}=${'y'.repeat(5000)}`,
  `${AuthCookies.token}=`,
  `${AuthCookies.token}=a=b=c; ${AuthCookies.token}=d`,
  ';;;=;=',
  `${AuthCookies.token}=%00`,
];

const BAD_HOSTS = [
  'evil.example',
  'a'.repeat(300),
  '[::1]:80',
  'hom.localhost:abc',
  'localhost:99999',
  '..',
  '',
];

/** Odd spellings of real API paths (the ones still under an API prefix must answer the envelope). */
const odd = (path: string): [string, string][] => [
  ['double slash', path.replace('/', '//')],
  ['trailing slash', `${path}/`],
  ['empty query', `${path}?`],
  ['matrix parameter', `${path};jsessionid=1`],
  ['encoded NUL', `${path}%00`],
  ['bad percent', `${path}%`],
  ['dot segment', path.replace(/\/([^/]+)$/, '/../$1')],
  ['encoded dot segment', path.replace(/\/([^/]+)$/, '/%2e%2e/$1')],
  ['bad query encoding', `${path}?a=%E0%A4%A&b=%&c=%zz`],
  ['NUL in query', `${path}?keyWord=%00&limit=%00&kind=%00`],
  ['2000 query keys', `${path}?${Array.from({ length: 2000 }, (_, i) => `k${i}=${i}`).join('&')}`],
  ['same key 500 times', `${path}?limit=${Array.from({ length: 500 }, () => '1').join('&limit=')}`],
  ['10k query value', `${path}?keyWord=${'q'.repeat(10_000)}`],
  ['proto query keys', `${path}?__proto__[x]=1&constructor[prototype][y]=2&__proto__=1`],
];

const UNKNOWN_API_PATHS = [
  NOT_CALLS.unknownMibd,
  NOT_CALLS.bareMibd,
  NOT_CALLS.bareMibdSlash,
  NOT_CALLS.unknownMibdol,
  NOT_CALLS.bareMibdUnderscoreOl,
  NOT_CALLS.unknownXbomLogin,
  NOT_CALLS.unknownCa,
  NOT_CALLS.unknownMibdOl,
  NOT_CALLS.healthzExtra,
  NOT_CALLS.deepMibd,
  NOT_CALLS.encodedDotsMibd,
];

export const transportCases = (calls: FuzzCall[], rng: Rng): FuzzRequest[] => {
  const byName = new Map(calls.map((c) => [c.name, c]));
  const jsonPost = calls.filter((c) => c.method === 'POST' && c.body && !c.multipart);
  const gets = calls.filter((c) => c.method === 'GET');
  const pickPost = (): FuzzCall =>
    byName.get(
      rng.pick([
        'searchProducts',
        'userLogin',
        'contactUs',
        'feedbackSubmit',
        'registerSubmit',
        'productList',
      ]),
    ) ?? rng.pick(jsonPost);
  const urlOf = (c: FuzzCall) => {
    const v = (sample(c.params, rng, 'valid') ?? {}) as Record<string, unknown>;
    const segments: Record<string, string> = {};
    for (const n of pathParamNames(c.path)) segments[n] = encodeURIComponent(String(v[n] ?? 'x'));
    return fillPath(c.path, segments);
  };
  const cases: FuzzRequest[] = [];
  const add = (
    c: FuzzCall | undefined,
    what: string,
    r: Omit<FuzzRequest, 'call' | 'kind' | 'note' | 'answer'> & { answer?: AnswerKind },
  ) =>
    cases.push({
      call: `transport:${c?.name ?? 'unknown path'}`,
      kind: 'transport',
      note: what,
      answer: c?.answer ?? ENVELOPE,
      ...r,
    });

  // Bad JSON, each to two JSON calls.
  for (const [what, body] of BAD_JSON)
    for (let i = 0; i < 2; i++) {
      const c = pickPost();
      add(c, `bad JSON: ${what}`, {
        method: 'POST',
        url: urlOf(c),
        headers: { 'content-type': 'application/json' },
        payload: body,
      });
    }

  // Wrong content types, to JSON calls and to the uploads.
  for (const [type, body] of WRONG_TYPES)
    for (const c of [pickPost(), byName.get('uploadAvatar') ?? pickPost()]) {
      add(c, `content type ${JSON.stringify(type)}`, {
        method: 'POST',
        url: urlOf(c),
        headers: type ? { 'content-type': type } : {},
        payload: body,
      });
    }
  // A body with no content type at all, and one whose length lies.
  for (const c of [pickPost(), pickPost()]) {
    add(c, 'body without a content type', {
      method: 'POST',
      url: urlOf(c),
      headers: {},
      payload: '{"a":1}',
    });
    add(c, 'content-length shorter than the body', {
      method: 'POST',
      url: urlOf(c),
      headers: { 'content-type': 'application/json', 'content-length': '3' },
      payload: '{"keyWord":"sofa"}',
    });
    add(c, 'content-length longer than the body', {
      method: 'POST',
      url: urlOf(c),
      headers: { 'content-type': 'application/json', 'content-length': '999' },
      payload: '{"keyWord":"sofa"}',
    });
    add(c, 'content-length not a number', {
      method: 'POST',
      url: urlOf(c),
      headers: { 'content-type': 'application/json', 'content-length': 'abc' },
      payload: '{}',
    });
  }

  // Huge bodies.
  const huge = `{"keyWord":"${'x'.repeat(BODY_LIMIT_BYTES + 10)}"}`;
  for (const c of [pickPost(), pickPost()])
    add(c, 'JSON body over the limit', {
      method: 'POST',
      url: urlOf(c),
      headers: { 'content-type': 'application/json' },
      payload: huge,
    });
  add(byName.get('searchProducts'), 'JSON body of 5 MB', {
    method: 'POST',
    url: searchProducts.path,
    headers: { 'content-type': 'application/json' },
    payload: `{"keyWord":"${'y'.repeat(5 * 1024 * 1024)}"}`,
  });
  add(byName.get('searchProducts'), 'JSON body with 100k keys', {
    method: 'POST',
    url: searchProducts.path,
    headers: { 'content-type': 'application/json' },
    payload: `{${Array.from({ length: 100_000 }, (_, i) => `"k${i}":1`).join(',')}}`,
  });
  for (const name of ['uploadAvatar', 'registerUpload']) {
    const c = byName.get(name);
    if (!c) continue;
    const upload = multipartBody([
      { name: 'register_key', data: 'rk1' },
      { name: 'file', filename: 'a.png', type: 'image/png', data: TINY_PNG },
    ]);
    const broken: [string, string, Buffer][] = [
      [
        'multipart truncated',
        'multipart/form-data; boundary=fuzzBoundary7MA4YWxk',
        upload.subarray(0, 120),
      ],
      ['multipart without a boundary', 'multipart/form-data', upload],
      ['multipart with another boundary', 'multipart/form-data; boundary=other', upload],
      ['multipart empty', 'multipart/form-data; boundary=fuzzBoundary7MA4YWxk', Buffer.alloc(0)],
      [
        'multipart header without a name',
        'multipart/form-data; boundary=fuzzBoundary7MA4YWxk',
        Buffer.from(
          '--fuzzBoundary7MA4YWxk\r\nContent-Disposition: form-data\r\n\r\nx\r\n--fuzzBoundary7MA4YWxk--\r\n',
        ),
      ],
    ];
    for (const [what, type, payload] of broken)
      add(c, what, { method: 'POST', url: c.path, headers: { 'content-type': type }, payload });
    add(c, 'multipart file over 20 MB', {
      method: 'POST',
      url: c.path,
      headers: { 'content-type': 'multipart/form-data; boundary=fuzzBoundary7MA4YWxk' },
      payload: multipartBody([
        { name: 'register_key', data: 'rk1' },
        {
          name: 'file',
          filename: 'huge.png',
          type: 'image/png',
          data: Buffer.concat([TINY_PNG, Buffer.alloc(21 * 1024 * 1024)]),
        },
      ]),
    });
  }

  // Odd methods on every kind of call, and the other method on each call.
  for (const c of [
    ...gets.slice(0, 4),
    ...jsonPost.slice(0, 4),
    ...calls.filter((x) => x.answer.kind === 'file'),
  ])
    for (const method of ODD_METHODS)
      add(c, `method ${method}`, {
        method,
        url: urlOf(c),
        headers:
          method === 'GET' || method === 'HEAD' ? {} : { 'content-type': 'application/json' },
        ...(method === 'GET' || method === 'HEAD' ? {} : { payload: '{}' }),
      });
  for (const c of calls)
    add(c, `${c.method === 'GET' ? 'POST' : 'GET'} instead of ${c.method}`, {
      method: c.method === 'GET' ? 'POST' : 'GET',
      url: urlOf(c),
      headers: c.method === 'GET' ? { 'content-type': 'application/json' } : {},
      ...(c.method === 'GET' ? { payload: '{"a":1}' } : {}),
    });
  for (const c of gets.slice(0, 3))
    add(c, 'GET with a JSON body', {
      method: 'GET',
      url: urlOf(c),
      headers: { 'content-type': 'application/json' },
      payload: '{"limit":"x"}',
    });

  // Odd URLs.
  for (const c of [
    ...gets.slice(0, 3),
    pickPost(),
    ...calls.filter((x) => x.answer.kind === 'file'),
  ])
    for (const [what, url] of odd(urlOf(c)))
      add(c, `URL ${what}`, {
        method: c.method,
        url,
        headers: c.method === 'GET' ? {} : { 'content-type': 'application/json' },
        ...(c.method === 'GET' ? {} : { payload: '{}' }),
      });
  for (const url of UNKNOWN_API_PATHS)
    for (const method of ['GET', 'POST'])
      add(undefined, `unknown API path ${method}`, {
        method,
        url,
        headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
        ...(method === 'POST' ? { payload: '{}' } : {}),
      });
  // Not an API path: a storefront page must not fail either (its content is not checked).
  for (const url of [
    '/MIBD/product/search',
    '/%00',
    '/..%2f..%2fpackage.json',
    `/${'p'.repeat(5000)}`,
  ])
    add(undefined, 'storefront path', {
      method: 'GET',
      url,
      headers: {},
      answer: { kind: 'page' },
    });

  // Headers: bad tokens and cookies (they end the call with 21015 at worst), hosts, encodings.
  for (const token of BAD_TOKENS)
    for (const c of [rng.pick(gets), pickPost()])
      add(c, `bad token ${JSON.stringify(token.slice(0, 20))}`, {
        method: c.method,
        url: urlOf(c),
        headers: {
          'x-auth-token': token,
          ...(c.method === 'GET' ? {} : { 'content-type': 'application/json' }),
        },
        ...(c.method === 'GET'
          ? {}
          : { payload: JSON.stringify(sample(c.body, rng, 'valid') ?? {}) }),
        ownAuth: true,
      });
  for (const cookie of BAD_COOKIES)
    for (const c of [rng.pick(gets), pickPost()])
      add(c, `bad cookie ${JSON.stringify(cookie.slice(0, 30))}`, {
        method: c.method,
        url: urlOf(c),
        headers: { cookie, ...(c.method === 'GET' ? {} : { 'content-type': 'application/json' }) },
        ...(c.method === 'GET'
          ? {}
          : { payload: JSON.stringify(sample(c.body, rng, 'valid') ?? {}) }),
        ownAuth: true,
      });
  for (const host of BAD_HOSTS) {
    const c = rng.pick(gets);
    add(c, `host ${JSON.stringify(host.slice(0, 20))}`, {
      method: 'GET',
      url: urlOf(c),
      headers: { host },
    });
  }
  for (const enc of ['gzip', 'br', 'deflate', 'identity;q=0', '*', 'zstd', 'gzip;q=abc'])
    for (const c of [rng.pick(gets), pickPost()])
      add(c, `accept-encoding ${enc}`, {
        method: c.method,
        url: urlOf(c),
        headers: {
          'accept-encoding': enc,
          ...(c.method === 'GET' ? {} : { 'content-type': 'application/json' }),
        },
        ...(c.method === 'GET' ? {} : { payload: '{}' }),
      });
  for (const accept of ['text/html', 'application/xml', 'image/*', '*/*;q=0'])
    for (const c of [rng.pick(gets), pickPost()])
      add(c, `accept ${accept}`, {
        method: c.method,
        url: urlOf(c),
        headers: { accept, ...(c.method === 'GET' ? {} : { 'content-type': 'application/json' }) },
        ...(c.method === 'GET' ? {} : { payload: '{}' }),
      });
  for (const c of [pickPost(), rng.pick(gets)])
    add(c, 'forwarded headers', {
      method: c.method,
      url: urlOf(c),
      headers: {
        'x-forwarded-for': "127.0.0.1, ' OR 1=1, ::1",
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'gopher',
        ...(c.method === 'GET' ? {} : { 'content-type': 'application/json' }),
      },
      ...(c.method === 'GET' ? {} : { payload: '{}' }),
    });
  return cases;
};
