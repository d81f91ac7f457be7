import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { ChatProduct, ChatSegment } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueRow } from '../assistant.repository';
import { buildIndex } from './catalogue-index';
import type { EngineContext } from './engine-types';
import { catalogueRow } from './fixtures/catalogue-row';
import { LlmEngine } from './llm-engine';

const transcript = (name: string) =>
  fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');

const row = (sku: string, category: string, price: number): CatalogueRow =>
  catalogueRow(sku, price, {
    name: `${sku} ${category}`,
    category_slug: category,
    category_name: category === 'sofas' ? 'Sofas' : 'Beds',
  });

const index = buildIndex([
  row('S-1', 'sofas', 2500),
  row('S-2', 'sofas', 4000),
  row('B-1', 'beds', 1000),
]);
const ctx: EngineContext = {
  index,
  price: (item) => item.msrp,
  card: (item, reason) =>
    ({
      sku_number: item.sku,
      reason,
      product_price_about: { final_price: item.msrp },
    }) as unknown as ChatProduct,
  categoryName: (slug) => slug,
};

// A local server plays the recorded transcript: first a tool call, then the answer.
const requests: {
  auth?: string;
  body: { messages: { role: string; content: string }[]; tools?: unknown[] };
}[] = [];
let server: http.Server;
let baseUrl: string;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      requests.push({ auth: req.headers.authorization, body: JSON.parse(body) });
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const text =
        requests.length === 1
          ? transcript('llm-transcript.sse.txt')
          : transcript('llm-transcript-answer.sse.txt');
      // Cut the recording in small pieces, as a network would.
      const pieces = text.match(/[\s\S]{1,37}/g) ?? [];
      const next = () => {
        const piece = pieces.shift();
        if (piece === undefined) return res.end();
        res.write(piece);
        setImmediate(next);
      };
      next();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('LLM adapter (OpenAI-compatible, recorded stream)', () => {
  it('runs the tool the model asks for on the catalogue and streams the same segments', async () => {
    const engine = new LlmEngine({ baseUrl, apiKey: 'test-key', model: 'test-model' });
    const segments: ChatSegment[] = [];
    const state = await engine.reply({ text: 'a sofa under $3,000', state: null }, ctx, (s) => {
      segments.push(s);
    });
    expect(requests).toHaveLength(2);
    expect(requests[0]?.auth).toBe('Bearer test-key');
    expect(requests[0]?.body.tools?.length).toBe(3);
    const toolMessage = requests[1]?.body.messages.find((m) => m.role === 'tool');
    expect(
      JSON.parse(toolMessage?.content ?? '{}').products.map((p: { sku: string }) => p.sku),
    ).toEqual(['S-1']);

    expect(segments[0]).toEqual({ kind: 'text', text: 'Here are sofas under $3,000.' });
    expect(segments[1]).toEqual({ kind: 'type', type: 4 });
    const list = segments.find((s) => s.kind === 'productList');
    expect(list?.kind === 'productList' && list.products.map((p) => p.sku_number)).toEqual(['S-1']);
    expect(segments).toContainEqual({ kind: 'recommend', skus: ['S-1'] });
    expect(state).toMatchObject({
      shown: ['S-1'],
      constraints: { categories: ['sofas'], priceMax: 3000 },
    });
  });

  it('fails loudly when the endpoint refuses', async () => {
    const engine = new LlmEngine({
      baseUrl,
      apiKey: 'k',
      model: 'm',
      fetcher: async () => new Response('no', { status: 500 }),
    });
    await expect(engine.reply({ text: 'sofa', state: null }, ctx, () => {})).rejects.toThrow(/500/);
  });
});
