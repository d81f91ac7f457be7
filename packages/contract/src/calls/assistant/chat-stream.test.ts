import { describe, expect, it } from 'vitest';
import {
  type ChatProduct,
  type ChatSegment,
  createSegmentParser,
  encodeSegmentEvent,
  parseSegment,
} from './chat-stream';

const card = (sku: string): ChatProduct => ({
  sku_number: sku,
  brand_id: 'ca',
  name: 'Sofa & Co, "Adela"',
  image: '/x.jpg',
  status: '1',
  stock: 3,
  future_stock: 0,
  cash_stock: 0,
  availability: 'low_stock',
  status_tag: 'in stock',
  is_new: false,
  on_sale: false,
  category: 'Sofas',
  collection_name: null,
  product_width: 84,
  product_length: 38,
  product_height: 33,
  reason: 'Fits && matches.',
});

const EVERY: ChatSegment[] = [
  { kind: 'text', text: 'Here are 2 picks:\nsecond line' },
  { kind: 'type', type: 4 },
  { kind: 'productList', products: [card('A-1'), card('B-2')] },
  { kind: 'image', src: '/read_file?f=room.jpg' },
  { kind: 'target', sku: 'CA-SOF-001' },
  { kind: 'recommend', skus: ['A-1', 'B-2'] },
  { kind: 'followUps', questions: ['Something cheaper', 'What goes with it?'] },
  { kind: 'end' },
];

const stream = EVERY.map(encodeSegmentEvent).join('');
const parseAll = (chunks: string[]) => {
  const p = createSegmentParser();
  return [...chunks.flatMap((c) => p.push(c)), ...p.finish()];
};

describe('chat stream segments', () => {
  it('round-trips every segment type in one chunk', () => {
    expect(parseAll([stream])).toEqual(EVERY);
  });

  it('reads segments split anywhere across chunks (even inside && and \\r\\n)', () => {
    for (const size of [1, 2, 3, 7, 64]) {
      const chunks: string[] = [];
      for (let i = 0; i < stream.length; i += size) chunks.push(stream.slice(i, i + size));
      expect(parseAll(chunks)).toEqual(EVERY);
    }
    const crlf = stream.replace(/\n/g, '\r\n');
    const parts = [crlf.slice(0, 5), crlf.slice(5, 101), crlf.slice(101)];
    expect(parseAll(parts)).toEqual(EVERY);
  });

  it('reads several segments in one data line, and ignores comments', () => {
    const raw = ': keep-alive\n\ndata: Hello&&type:5&&followUpQs:a, b ,,c&&end&&\n\n';
    expect(parseAll([raw])).toEqual([
      { kind: 'text', text: 'Hello' },
      { kind: 'type', type: 5 },
      { kind: 'followUps', questions: ['a', 'b', 'c'] },
      { kind: 'end' },
    ]);
  });

  it('reads error segments with or without a message', () => {
    expect(parseAll(['data: error&&\n\n'])).toEqual([{ kind: 'error', message: '' }]);
    expect(parseSegment('error:Sorry, server exception')).toEqual({
      kind: 'error',
      message: 'Sorry, server exception',
    });
  });

  it('turns malformed input into error segments, never a throw', () => {
    expect(parseSegment('productList:[{"sku_number":')).toMatchObject({ kind: 'error' });
    expect(parseSegment('productList:{"a":1}')).toMatchObject({ kind: 'error' });
    expect(parseSegment('type:abc')).toMatchObject({ kind: 'error' });
    expect(() => parseAll(['data: \u0000&&&&&&\n\n', 'garbage without newline'])).not.toThrow();
  });

  it('keeps plain text that looks like a prefix or contains && as text', () => {
    const tricky: ChatSegment[] = [
      { kind: 'text', text: 'end' },
      { kind: 'text', text: 'type:5 is a prefix' },
    ];
    expect(parseAll(tricky.map(encodeSegmentEvent))).toEqual(tricky);
    expect(parseAll([encodeSegmentEvent({ kind: 'text', text: 'a && b' })])).toEqual([
      { kind: 'text', text: 'a &  b' },
    ]);
  });

  it('reads a last segment that lacks its separator when the stream closes', () => {
    expect(parseAll(['data: Hi&&end'])).toEqual([{ kind: 'text', text: 'Hi' }, { kind: 'end' }]);
  });
});
