import type { ProductCard } from '../catalog/product-card';

/**
 * The segments of Cara's event stream (spec 7): each `data:` carries segments ended by '&&'.
 * Prefixed segments are productList:, image_src:, type:, target_sku_number:,
 * recommend_sku_number:, followUpQs: (comma separated); 'end' and 'error' close the reply;
 * anything else is plain text. One codec for the API (encode) and the panel (parse).
 */

/** A recommended product: the card as the caller's role sees it, and why it was picked. */
export type ChatProduct = ProductCard & { reason: string };

export type ChatSegment =
  | { kind: 'text'; text: string }
  | { kind: 'productList'; products: ChatProduct[] }
  | { kind: 'image'; src: string }
  | { kind: 'type'; type: number }
  | { kind: 'target'; sku: string }
  | { kind: 'recommend'; skus: string[] }
  | { kind: 'followUps'; questions: string[] }
  | { kind: 'end' }
  | { kind: 'error'; message: string };

export const SEGMENT_SEPARATOR = '&&';

const PREFIX = {
  productList: 'productList:',
  image: 'image_src:',
  type: 'type:',
  target: 'target_sku_number:',
  recommend: 'recommend_sku_number:',
  followUps: 'followUpQs:',
} as const;

/** Plain text may not contain the separator nor pass for a prefixed segment. */
const safeText = (text: string) => {
  const cleaned = text.replaceAll(SEGMENT_SEPARATOR, '& ');
  return Object.values(PREFIX).some((p) => cleaned.startsWith(p)) || /^(end|error)$/.test(cleaned)
    ? ` ${cleaned}`
    : cleaned;
};
/** Follow-up questions are comma separated: commas inside one become a semicolon-free dash. */
const safeItem = (text: string) => text.replaceAll(',', ' -').replaceAll(SEGMENT_SEPARATOR, '& ');

/** The raw text of one segment (without the separator). */
export const segmentText = (s: ChatSegment): string => {
  switch (s.kind) {
    case 'text':
      return safeText(s.text);
    case 'productList':
      // JSON of the list; '&&' cannot survive inside it, so it is escaped as \u0026.
      return PREFIX.productList + JSON.stringify(s.products).replaceAll('&', '\\u0026');
    case 'image':
      return PREFIX.image + s.src;
    case 'type':
      return PREFIX.type + String(s.type);
    case 'target':
      return PREFIX.target + s.sku;
    case 'recommend':
      return PREFIX.recommend + s.skus.join(',');
    case 'followUps':
      return PREFIX.followUps + s.questions.map(safeItem).join(',');
    case 'end':
      return 'end';
    case 'error':
      return s.message ? `error:${safeText(s.message)}` : 'error';
  }
};

/** One event-stream event carrying one segment (multi-line text goes as several data lines). */
export const encodeSegmentEvent = (s: ChatSegment): string =>
  `${`${segmentText(s)}${SEGMENT_SEPARATOR}`
    .split('\n')
    .map((line) => `data: ${line}`)
    .join('\n')}\n\n`;

const list = (v: string) =>
  v
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

/** Reads one segment's raw text; a malformed product list is an error segment. */
export const parseSegment = (raw: string): ChatSegment => {
  if (raw === 'end') return { kind: 'end' };
  if (raw === 'error') return { kind: 'error', message: '' };
  if (raw.startsWith('error:')) return { kind: 'error', message: raw.slice(6).trim() };
  if (raw.startsWith(PREFIX.productList)) {
    try {
      const products = JSON.parse(raw.slice(PREFIX.productList.length)) as unknown;
      if (!Array.isArray(products)) throw new TypeError('not a list');
      return { kind: 'productList', products: products as ChatProduct[] };
    } catch {
      return { kind: 'error', message: 'malformed productList' };
    }
  }
  if (raw.startsWith(PREFIX.image)) return { kind: 'image', src: raw.slice(PREFIX.image.length) };
  if (raw.startsWith(PREFIX.type)) {
    const type = Number(raw.slice(PREFIX.type.length));
    return Number.isInteger(type) ? { kind: 'type', type } : { kind: 'error', message: 'bad type' };
  }
  if (raw.startsWith(PREFIX.target))
    return { kind: 'target', sku: raw.slice(PREFIX.target.length) };
  if (raw.startsWith(PREFIX.recommend)) {
    return { kind: 'recommend', skus: list(raw.slice(PREFIX.recommend.length)) };
  }
  if (raw.startsWith(PREFIX.followUps)) {
    return { kind: 'followUps', questions: list(raw.slice(PREFIX.followUps.length)) };
  }
  return { kind: 'text', text: raw.startsWith(' ') ? raw.slice(1) : raw };
};

/**
 * Incremental parser of the event stream: feed it chunks as they arrive (cut anywhere, even
 * inside a line or a separator) and it returns the segments completed so far. `finish()` reads
 * what is left once the stream closes.
 */
export const createSegmentParser = () => {
  let lines = '';
  let eventData: string[] = [];
  let pending = '';

  const takeSegments = (): ChatSegment[] => {
    const parts = pending.split(SEGMENT_SEPARATOR);
    pending = parts.pop() ?? '';
    return parts.filter((p) => p.length > 0).map(parseSegment);
  };

  const dispatchEvent = () => {
    if (eventData.length) pending += eventData.join('\n');
    eventData = [];
  };

  const readLine = (line: string) => {
    if (line === '') return dispatchEvent();
    if (line.startsWith(':')) return; // a comment (keep-alive)
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') eventData.push(value);
  };

  return {
    push(chunk: string): ChatSegment[] {
      lines += chunk;
      const parts = lines.split(/\r\n|\r|\n/);
      // A lone trailing '\r' may be the first half of '\r\n': wait for the next chunk.
      lines = parts.pop() ?? '';
      for (const line of parts) readLine(line);
      return takeSegments();
    },
    finish(): ChatSegment[] {
      if (lines) readLine(lines);
      lines = '';
      dispatchEvent();
      const done = takeSegments();
      const rest = pending;
      pending = '';
      return rest ? [...done, parseSegment(rest)] : done;
    },
  };
};
