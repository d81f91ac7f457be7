import { ImageWidths } from '@portal/contract';
import type { Rng } from './prng';

/**
 * Values derived from a zod 4 schema by walking its definition (`schema._zod.def`):
 * - valid: what the schema accepts (field-name hints make some of them meaningful: SKUs of the
 *   catalogue fixture, demo emails, phone numbers ...);
 * - boundary: lengths and numbers at and just past each limit, empty lists, missing optionals;
 * - hostile: NUL bytes, 10k strings, odd unicode, huge and negative numbers, NaN-ish strings,
 *   wrong types, arrays for scalars, nested objects, prototype-pollution keys, SQL and HTML
 *   snippets, missing required fields and extra fields.
 */

export type Mode = 'valid' | 'boundary';

/** What we read of a zod 4 definition (the internals are untyped on purpose). */
interface Def {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  shape?: Record<string, unknown>;
  catchall?: unknown;
  element?: unknown;
  options?: unknown[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  innerType?: unknown;
  in?: unknown;
  out?: unknown;
  getter?: () => unknown;
  coerce?: boolean;
  defaultValue?: unknown;
}

interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number | bigint;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

export const defOf = (schema: unknown): Def => {
  const def = (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;
  if (!def) throw new Error('not a zod 4 schema');
  return def;
};

const checksOf = (def: Def): CheckDef[] => (def.checks ?? []).map((c) => c._zod.def);

/** Limits of a string, number or array schema, read from its checks. */
export interface Limits {
  min?: number;
  max?: number;
  /** Exclusive bounds (positive(), gt()). */
  minExclusive?: boolean;
  maxExclusive?: boolean;
  int?: boolean;
  pattern?: RegExp;
  format?: string;
}

export const limitsOf = (def: Def): Limits => {
  const l: Limits = {};
  for (const c of checksOf(def)) {
    switch (c.check) {
      case 'min_length':
        l.min = c.minimum;
        break;
      case 'max_length':
        l.max = c.maximum;
        break;
      case 'length_equals':
        l.min = c.length;
        l.max = c.length;
        break;
      case 'greater_than':
        l.min = Number(c.value);
        l.minExclusive = !c.inclusive;
        break;
      case 'less_than':
        l.max = Number(c.value);
        l.maxExclusive = !c.inclusive;
        break;
      case 'number_format':
        if (c.format?.includes('int')) l.int = true;
        break;
      case 'string_format':
        if (c.format === 'regex' && c.pattern) l.pattern = c.pattern;
        else l.format = c.format;
        break;
    }
  }
  return l;
};

/** Strips optional/default/nullable/pipe wrappers to the schema that checks the input. */
export const unwrap = (schema: unknown): { schema: unknown; optional: boolean } => {
  let s = schema;
  let optional = false;
  for (let i = 0; i < 20; i++) {
    const def = defOf(s);
    if (def.type === 'optional' || def.type === 'default' || def.type === 'prefault') {
      optional = true;
      s = def.innerType;
    } else if (def.type === 'nullable' || def.type === 'readonly' || def.type === 'catch') {
      s = def.innerType;
    } else if (def.type === 'pipe') {
      s = def.in;
    } else if (def.type === 'lazy' && def.getter) {
      s = def.getter();
    } else break;
  }
  return { schema: s, optional };
};

// ---------------------------------------------------------------------------------------------
// A tiny sampler for the regexes the contract uses (classes, escapes, quantifiers, groups).

type Node =
  | { kind: 'chars'; chars: string }
  | { kind: 'seq'; items: { node: Node; min: number; max: number }[] }
  | { kind: 'alt'; options: Node[] };

const DIGITS = '0123456789';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const WORD = `${LOWER}${LOWER.toUpperCase()}${DIGITS}_`;

const classEscape = (c: string): string => {
  if (c === 'd') return DIGITS;
  if (c === 'w') return WORD;
  if (c === 's') return ' ';
  return c;
};

const parseRegex = (source: string): Node => {
  let i = 0;
  const parseAlt = (): Node => {
    const options = [parseSeq()];
    while (source[i] === '|') {
      i++;
      options.push(parseSeq());
    }
    return options.length === 1 ? options[0]! : { kind: 'alt', options };
  };
  const parseClass = (): string => {
    // after '['
    let negate = false;
    if (source[i] === '^') {
      negate = true;
      i++;
    }
    let chars = '';
    while (i < source.length && source[i] !== ']') {
      let c = source[i++]!;
      if (c === '\\') {
        chars += classEscape(source[i++]!);
        continue;
      }
      if (source[i] === '-' && source[i + 1] && source[i + 1] !== ']') {
        const end = source[i + 1]!;
        i += 2;
        for (let code = c.charCodeAt(0); code <= end.charCodeAt(0); code++)
          chars += String.fromCharCode(code);
        continue;
      }
      if (c === '-') c = '-';
      chars += c;
    }
    i++; // ']'
    if (negate)
      return WORD.split('')
        .filter((ch) => !chars.includes(ch))
        .join('');
    return chars;
  };
  const parseAtom = (): Node | null => {
    const c = source[i];
    if (c === undefined || c === '|' || c === ')') return null;
    i++;
    if (c === '^' || c === '$') return { kind: 'seq', items: [] };
    if (c === '(') {
      if (source[i] === '?' && source[i + 1] === ':') i += 2;
      const inner = parseAlt();
      i++; // ')'
      return inner;
    }
    if (c === '[') return { kind: 'chars', chars: parseClass() };
    if (c === '\\') return { kind: 'chars', chars: classEscape(source[i++]!) };
    if (c === '.') return { kind: 'chars', chars: WORD };
    return { kind: 'chars', chars: c };
  };
  const parseSeq = (): Node => {
    const items: { node: Node; min: number; max: number }[] = [];
    for (;;) {
      const node = parseAtom();
      if (!node) break;
      let min = 1;
      let max = 1;
      const q = source[i];
      if (q === '?') [min, max, i] = [0, 1, i + 1];
      else if (q === '*') [min, max, i] = [0, 8, i + 1];
      else if (q === '+') [min, max, i] = [1, 8, i + 1];
      else if (q === '{') {
        const end = source.indexOf('}', i);
        const [a, b] = source.slice(i + 1, end).split(',');
        min = Number(a);
        max = b === undefined ? min : b === '' ? min + 8 : Number(b);
        i = end + 1;
      }
      items.push({ node, min, max });
    }
    return { kind: 'seq', items };
  };
  return parseAlt();
};

const render = (node: Node, rng: Rng, length: 'min' | 'max' | 'random'): string => {
  if (node.kind === 'chars') return node.chars ? rng.pick(node.chars.split('')) : '';
  if (node.kind === 'alt') return render(rng.pick(node.options), rng, length);
  return node.items
    .map(({ node: n, min, max }) => {
      const count = length === 'min' ? min : length === 'max' ? max : rng.int(min, max);
      return Array.from({ length: count }, () => render(n, rng, length)).join('');
    })
    .join('');
};

/** A string the pattern matches ('' when the sampler cannot satisfy it). */
export const sampleRegex = (
  pattern: RegExp,
  rng: Rng,
  length: 'min' | 'max' | 'random' = 'random',
): string => {
  for (let attempt = 0; attempt < 5; attempt++) {
    const s = render(parseRegex(pattern.source), rng, length);
    if (pattern.test(s)) return s;
  }
  return '';
};

// ---------------------------------------------------------------------------------------------
// Hostile building blocks.

/** A JSON object with an own `__proto__` key (an object literal would set the prototype). */
export const withOwnKey = (obj: Record<string, unknown>, key: string, value: unknown) => {
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
  return obj;
};

const deepObject = (depth: number): unknown => {
  let v: unknown = { leaf: 'x' };
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
};

const deepArray = (depth: number): unknown => {
  let v: unknown = [1];
  for (let i = 0; i < depth; i++) v = [v];
  return v;
};

export const HOSTILE_STRINGS: readonly string[] = [
  '\u0000',
  'a\u0000b',
  'client@demo.test\u0000',
  '%00',
  'x'.repeat(10_000),
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🪑🛋️ ﷽ 中文 العربية',
  '\u202egnp.exe',
  '\ud800',
  '\udfff\ud800',
  '\ufeff',
  '\u2028\u2029',
  'e\u0301'.repeat(500),
  '１２３４５',
  '٣٤٥',
  'İıẞ',
  '',
  ' ',
  '\t\r\n',
  'NaN',
  '-NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1',
  '0x1F',
  ' 12 ',
  '12abc',
  '9'.repeat(400),
  '-0',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  "' OR '1'='1",
  "1'; DROP TABLE users; --",
  "'); SELECT pg_sleep(0); --",
  '" OR ""="',
  '\\',
  '%',
  '%%',
  '_%_',
  '*',
  'SELECT * FROM users',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  ['{{7*7}}', '$', '{7*7}<%= 7*7 %>'].join(''),
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/dev/zero',
  'file:///etc/passwd',
  '\r\nSet-Cookie: pwn=1',
  '%s%s%s%n',
  'a,'.repeat(200),
  'CA-SOF-001,'.repeat(100),
  '__proto__',
  'constructor',
  'mibd_safe',
  'hasOwnProperty',
];

export const HOSTILE_NUMBERS: readonly number[] = [
  -1,
  0,
  -0,
  0.5,
  -2147483649,
  2147483648,
  4294967296,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
  1e308,
  1e-7,
];

const hostileObjects = (): unknown[] => [
  {},
  { a: 1 },
  { $ne: null },
  { $gt: '' },
  { toString: 'x', valueOf: 1 },
  withOwnKey({}, '__proto__', { polluted: true, isAdmin: true }),
  { constructor: { prototype: { polluted: true } } },
  deepObject(60),
  deepArray(60),
  { length: 1e9 },
];

const hostileArrays = (): unknown[] => [
  [],
  [null],
  ['a', 'b'],
  [1, 2, 3],
  [[['x']]],
  Array.from({ length: 1000 }, (_, i) => `v${i}`),
  [{ a: 1 }],
];

/** One hostile value of any kind. */
export const hostileValue = (rng: Rng): unknown => {
  const r = rng.next();
  if (r < 0.5) return rng.pick(HOSTILE_STRINGS);
  if (r < 0.65) return rng.pick(HOSTILE_NUMBERS);
  if (r < 0.72) return rng.pick([true, false, null]);
  if (r < 0.86) return rng.pick(hostileObjects());
  return rng.pick(hostileArrays());
};

// ---------------------------------------------------------------------------------------------
// Hints: field names that make valid values meaningful to the services.

const FIXTURE_SKUS = ['CA-SOF-001', 'CA-SOF-002', 'CA-BED-003', 'CA-TBL-005', 'JC-TBL-006'];
/** Demo accounts whose locking or changes do not matter (never the designer the run uses). */
const SAFE_EMAILS = ['client@demo.test', 'dealer@demo.test', 'shopper@demo.test', 'sms@demo.test'];

const hint = (key: string, rng: Rng): string | undefined => {
  const k = key.toLowerCase();
  if (k.includes('email') || k === 'username')
    return rng.chance(0.5) ? rng.pick(SAFE_EMAILS) : `fuzz${rng.int(1, 9999)}@example.test`;
  if (k.includes('sku')) return rng.pick(FIXTURE_SKUS);
  if (k.includes('phone')) return `1704555${String(rng.int(0, 9999)).padStart(4, '0')}`;
  if (k.includes('password')) return `Fuzz-Pass-${rng.int(10, 99)}!x`;
  if (k === 'zip' || k === 'postal_code') return rng.pick(['27260', '90210', '00000', '99999']);
  if (k === 'state' || k === 'registration_state') return rng.pick(['NC', 'CA', 'ZZ']);
  if (k === 'country') return rng.pick(['US', 'CA', 'XX']);
  if (k.startsWith('valid_')) return rng.pick(['2026-01-01', '2031-12-31', '1999-02-30']);
  if (k === 'code') return String(rng.int(0, 999999)).padStart(6, '0');
  if (k === 'block_id') return rng.pick(['product', 'publication', 'avatar', 'register']);
  if (k === 'file_name') return rng.pick(['CA-SOF-001.png', 'placeholder.png', 'a.jpg', 'x.webp']);
  if (k === 'topic') return rng.pick(['Website', 'Products', 'Ordering', 'Delivery', 'Service']);
  if (k.endsWith('name') && !k.includes('file'))
    return rng.pick(['Dana Whitfield', 'Claire', "O'Brien", 'Zoë Ångström', 'Studio 54']);
  if (k === 'comments' || k === 'title' || k === 'dba')
    return rng.pick(['Please call me back.', 'Lead time for 4 chairs?', 'Owner']);
  if (k === 'full_address' || k === 'street') return '1 Main St, High Point, NC 27260';
  if (k === 'website') return rng.pick(['https://studio.example', 'studio.example']);
  if (k === 'keyword' || k === 'search') return rng.pick(['sofa', 'Adela', 'bed', 'velvet', '']);
  return undefined;
};

const plainString = (rng: Rng, min: number, max: number): string => {
  const len = rng.int(min, Math.max(min, Math.min(max, min + 24)));
  return Array.from({ length: len }, () => rng.pick(WORD.split(''))).join('');
};

// ---------------------------------------------------------------------------------------------
// Valid and boundary values.

const boundaryLength = (rng: Rng, l: Limits): number => {
  const min = l.min ?? 0;
  const options = [min, Math.max(0, min - 1)];
  if (l.max !== undefined) options.push(l.max, l.max + 1);
  else options.push(min + 1000);
  return rng.pick(options);
};

const sampleString = (def: Def, rng: Rng, mode: Mode, key: string): string => {
  const l = limitsOf(def);
  if (l.pattern) {
    if (mode === 'valid') {
      const hinted = rng.chance(0.5) ? hint(key, rng) : undefined;
      return hinted !== undefined && l.pattern.test(hinted) ? hinted : sampleRegex(l.pattern, rng);
    }
    const s = sampleRegex(l.pattern, rng, rng.pick(['min', 'max'] as const));
    // Just past the pattern: one more character, one less, or a character it refuses.
    return rng.pick([s, `${s}a`, s.slice(1), `${s}/`, `${s}.`]);
  }
  if (mode === 'boundary') return 'x'.repeat(boundaryLength(rng, l));
  const hinted = rng.chance(0.7) ? hint(key, rng) : undefined;
  if (hinted !== undefined && hinted.length >= (l.min ?? 0) && hinted.length <= (l.max ?? 1e9))
    return hinted;
  return plainString(rng, l.min ?? 0, l.max ?? 40);
};

const sampleNumber = (def: Def, rng: Rng, mode: Mode, key: string): number | string => {
  const l = limitsOf(def);
  const step = l.int ? 1 : 0.5;
  const lo = l.min !== undefined ? l.min + (l.minExclusive ? step : 0) : -1000;
  const hi = l.max !== undefined ? l.max - (l.maxExclusive ? step : 0) : Math.max(lo, 0) + 1000;
  let n: number;
  if (key === 'width' && mode === 'valid') n = rng.pick(ImageWidths);
  else if (key === 'rating' && mode === 'valid') n = rng.int(1, 5);
  else if (mode === 'valid') n = l.int ? rng.int(lo, hi) : lo + rng.next() * (hi - lo);
  else n = rng.pick([lo, hi, lo - step, hi + step, 0, l.int ? lo + 0.5 : lo]);
  // Coercing schemas also take numeric strings (query strings are strings anyway).
  return def.coerce && rng.chance(0.3) ? String(n) : n;
};

const sampleArray = (def: Def, rng: Rng, mode: Mode, key: string, depth: number): unknown[] => {
  const l = limitsOf(def);
  const len =
    mode === 'boundary'
      ? boundaryLength(rng, l)
      : rng.int(l.min ?? 0, Math.min(l.max ?? 4, (l.min ?? 0) + 4));
  return Array.from({ length: len }, () => sample(def.element, rng, mode, key, depth + 1));
};

const sampleObject = (def: Def, rng: Rng, mode: Mode, depth: number): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(def.shape ?? {})) {
    const { optional } = unwrap(field);
    // Optional and defaulted fields are left out now and then (more so at the boundary).
    if (optional && rng.chance(mode === 'boundary' ? 0.4 : 0.2)) continue;
    const v = sample(field, rng, mode, key, depth + 1);
    if (v !== undefined) out[key] = v;
  }
  // Passthrough objects (catchall unknown) take anything more.
  if (def.catchall && defOf(def.catchall).type !== 'never' && rng.chance(0.3))
    out[`extra_${rng.int(0, 99)}`] = plainString(rng, 1, 10);
  return out;
};

/** A value of the schema in the given mode (undefined: leave the field out). */
export const sample = (schema: unknown, rng: Rng, mode: Mode, key = '', depth = 0): unknown => {
  if (depth > 8 || schema === undefined) return undefined;
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
      return rng.chance(0.15) ? undefined : sample(def.innerType, rng, mode, key, depth);
    case 'default':
    case 'prefault':
      return rng.chance(0.15) ? undefined : sample(def.innerType, rng, mode, key, depth);
    case 'nullable':
      return rng.chance(0.1) ? null : sample(def.innerType, rng, mode, key, depth);
    case 'readonly':
    case 'catch':
      return sample(def.innerType, rng, mode, key, depth);
    case 'pipe':
      return sample(def.in, rng, mode, key, depth);
    case 'lazy':
      return def.getter ? sample(def.getter(), rng, mode, key, depth) : undefined;
    case 'string':
      return sampleString(def, rng, mode, key);
    case 'number':
    case 'int':
      return sampleNumber(def, rng, mode, key);
    case 'bigint':
      return rng.int(0, 1000);
    case 'boolean':
      return rng.chance(0.5);
    case 'enum':
      return rng.pick(Object.values(def.entries ?? {}));
    case 'literal':
      return rng.pick(def.values ?? [null]);
    case 'null':
      return null;
    case 'array':
      return sampleArray(def, rng, mode, key, depth);
    case 'object':
      return sampleObject(def, rng, mode, depth);
    case 'union':
      return sample(rng.pick(def.options ?? []), rng, mode, key, depth);
    case 'record':
      return { [plainString(rng, 1, 8)]: plainString(rng, 0, 8) };
    case 'transform':
      return plainString(rng, 0, 12);
    default:
      // unknown, any and the rest: any JSON value.
      return rng.pick([plainString(rng, 0, 12), rng.int(0, 100), true, null, {}]);
  }
};

// ---------------------------------------------------------------------------------------------
// Hostile inputs for a whole object schema (a body, a query or path parameters).

export interface Mutated {
  value: unknown;
  /** What was done, for the failure report. */
  note: string;
}

const fieldsOf = (schema: unknown): { key: string; schema: unknown; optional: boolean }[] => {
  if (!schema) return [];
  const { schema: inner } = unwrap(schema);
  const def = defOf(inner);
  if (def.type !== 'object') return [];
  return Object.entries(def.shape ?? {}).map(([key, s]) => ({
    key,
    schema: s,
    optional: unwrap(s).optional,
  }));
};

/** A scalar of the wrong type for the field's schema. */
const wrongType = (schema: unknown, rng: Rng): unknown => {
  const t = defOf(unwrap(schema).schema).type;
  if (t === 'string' || t === 'enum' || t === 'literal')
    return rng.pick([0, -1, 1e308, true, null, {}, [], ['a', 'b']]);
  if (t === 'number' || t === 'int') return rng.pick(['NaN', 'abc', '', '1e400', true, {}, [1]]);
  if (t === 'boolean') return rng.pick(['true', 'yes', 1, 0, null, [true]]);
  if (t === 'array') return rng.pick(['a', 7, { 0: 'a' }, null]);
  return rng.pick([1, 'x', null, []]);
};

/**
 * A hostile variant of a valid object for `schema` (or a hostile value outright when the call
 * takes no object). Each strategy is one thing clients or attackers really send.
 */
export const hostileFor = (schema: unknown | undefined, rng: Rng): Mutated => {
  const fields = fieldsOf(schema);
  const base = schema ? sample(schema, rng, 'valid') : {};
  const obj: Record<string, unknown> =
    base && typeof base === 'object' && !Array.isArray(base)
      ? { ...(base as Record<string, unknown>) }
      : {};
  const strategy = rng.int(0, fields.length ? 11 : 4);
  const field = fields.length ? rng.pick(fields) : undefined;
  switch (strategy) {
    case 0: {
      const v = rng.pick([
        [],
        [obj],
        'a string',
        42,
        null,
        true,
        deepObject(200),
        deepArray(200),
      ] as unknown[]);
      return { value: v, note: 'whole body of the wrong type' };
    }
    case 1:
      return {
        value: withOwnKey(obj, '__proto__', { polluted: true, isAdmin: true, Role: ['admin'] }),
        note: 'own __proto__ key',
      };
    case 2:
      return {
        value: { ...obj, constructor: { prototype: { polluted: true } }, prototype: { x: 1 } },
        note: 'constructor.prototype keys',
      };
    case 3: {
      const extra: Record<string, unknown> = { ...obj };
      for (let i = 0; i < rng.int(1, 5); i++)
        extra[
          rng.pick(['extra', 'role', 'is_admin', 'user_id', 'x'.repeat(300), '$where', 'a.b'])
        ] = hostileValue(rng);
      return { value: extra, note: 'extra fields' };
    }
    case 4: {
      const all: Record<string, unknown> = {};
      for (const f of fields.length ? fields : [{ key: 'anything' }])
        all[f.key] = hostileValue(rng);
      return { value: all, note: 'every field hostile' };
    }
    case 5:
    case 6:
    case 7: {
      const v = hostileValue(rng);
      return { value: { ...obj, [field!.key]: v }, note: `field ${field!.key} hostile` };
    }
    case 8: {
      const { [field!.key]: _dropped, ...rest } = obj;
      const required = fields.filter((f) => !f.optional);
      if (required.length && rng.chance(0.5)) return { value: {}, note: 'every field missing' };
      return { value: rest, note: `field ${field!.key} missing` };
    }
    case 9:
      return {
        value: { ...obj, [field!.key]: wrongType(field!.schema, rng) },
        note: `field ${field!.key} of the wrong type`,
      };
    case 10: {
      const v = sample(field!.schema, rng, 'valid', field!.key);
      return {
        value: { ...obj, [field!.key]: rng.pick([[v, v], [v], { value: v }]) },
        note: `field ${field!.key} wrapped in an array or object`,
      };
    }
    default: {
      const v = rng.pick(HOSTILE_STRINGS.filter((s) => s.includes('\u0000') || s.length > 1000));
      return { value: { ...obj, [field!.key]: v }, note: `field ${field!.key} with NUL or 10k` };
    }
  }
};
