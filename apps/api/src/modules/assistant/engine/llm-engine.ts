import { type ChatSegment, ChatMessageType as T } from '@portal/contract';
import type { Item } from './catalogue-index';
import { type Constraints, emptyConstraints } from './constraints';
import type {
  AssistantEngine,
  ConversationState,
  EngineContext,
  EngineRequest,
} from './engine-types';
import { explainPick, followUps } from './explain';
import { pairingsFor, similarTo } from './related';
import { retrieve } from './retrieve';

/** An OpenAI-compatible chat endpoint (decision 023): base URL, key and model from config. */
export interface LlmConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Tool rounds before the answer must be text. */
  maxRounds?: number;
  fetcher?: typeof fetch;
}

type Emit = (s: ChatSegment) => void | Promise<void>;

interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}
type Message =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

const SYSTEM = `You are Cara, the furniture assistant of a trade furniture brand. Recommend only products
returned by the tools; never invent products, prices or dimensions. Prices are what the caller may
see (absent when they may see none). Answer in one or two short sentences.`;

/** The catalogue functions the model may call. */
export const LLM_TOOLS = [
  {
    type: 'function',
    function: {
      name: 'search_products',
      description:
        'Find products by category slug, colour or finish word, material, price and width limits.',
      parameters: {
        type: 'object',
        properties: {
          categories: { type: 'array', items: { type: 'string' } },
          colours: { type: 'array', items: { type: 'string' } },
          materials: { type: 'array', items: { type: 'string' } },
          max_price: { type: 'number' },
          min_price: { type: 'number' },
          max_width_inches: { type: 'number' },
          keywords: { type: 'array', items: { type: 'string' } },
        },
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'product_pairings',
      description:
        'Pieces that go with a product (complementary categories, same collection first).',
      parameters: { type: 'object', properties: { sku: { type: 'string' } }, required: ['sku'] },
    },
  },
  {
    type: 'function',
    function: {
      name: 'similar_products',
      description: 'Products like a given one.',
      parameters: { type: 'object', properties: { sku: { type: 'string' } }, required: ['sku'] },
    },
  },
] as const;

const strings = (v: unknown) =>
  Array.isArray(v)
    ? v.filter((x): x is string => typeof x === 'string').map((s) => s.toLowerCase())
    : [];
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** Reads an OpenAI-style event stream: content deltas and tool-call fragments. */
async function* readDeltas(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
    const lines = buffer.split(/\r?\n/);
    buffer = done ? '' : (lines.pop() ?? '');
    for (const line of lines) {
      if (!line.startsWith('data:')) continue;
      const data = line.slice(5).trim();
      if (data === '[DONE]') return;
      yield JSON.parse(data) as {
        choices?: {
          delta?: {
            content?: string | null;
            tool_calls?: {
              index: number;
              id?: string;
              function?: { name?: string; arguments?: string };
            }[];
          };
          finish_reason?: string | null;
        }[];
      };
    }
    if (done) return;
  }
}

/**
 * The LLM adapter: the model talks, the catalogue functions (the built-in retrieval) answer its
 * tool calls, and the products they returned stream as the same segments the built-in engine
 * sends, priced for the caller's role.
 */
export class LlmEngine implements AssistantEngine {
  constructor(private readonly config: LlmConfig) {}

  async reply(req: EngineRequest, ctx: EngineContext, emit: Emit): Promise<ConversationState> {
    const messages: Message[] = [
      { role: 'system', content: SYSTEM },
      {
        role: 'user',
        content: req.targetSku ? `${req.text} (about product ${req.targetSku})` : req.text,
      },
    ];
    let shown: { item: Item; reason: string }[] = [];
    let kind: number = T.productList;
    let constraints: Constraints = req.state?.constraints ?? emptyConstraints();

    const runTool = (call: ToolCall): unknown => {
      const args = JSON.parse(call.function.arguments || '{}') as Record<string, unknown>;
      if (call.function.name === 'search_products') {
        constraints = {
          ...emptyConstraints(),
          categories: strings(args.categories),
          colours: strings(args.colours),
          materials: strings(args.materials),
          keywords: strings(args.keywords),
          priceMax: num(args.max_price),
          priceMin: num(args.min_price),
          widthMax: num(args.max_width_inches),
        };
        const r = retrieve(ctx.index, constraints, ctx.price);
        shown = r.items.map((item) => ({ item, reason: explainPick(item, r.applied, ctx.price) }));
        kind = T.productList;
        return { relaxed: r.relaxed, products: r.items.map((i) => this.fact(i, ctx)) };
      }
      const base = ctx.index.bySku.get(String(args.sku ?? ''));
      if (!base) return { error: 'unknown sku' };
      const picks =
        call.function.name === 'product_pairings'
          ? pairingsFor(ctx.index, base)
          : similarTo(ctx.index, base);
      kind = call.function.name === 'product_pairings' ? T.pairings : T.moreLikeThis;
      shown = picks;
      return { products: picks.map((p) => this.fact(p.item, ctx)) };
    };

    for (let round = 0; round <= (this.config.maxRounds ?? 2); round++) {
      const { text, calls } = await this.complete(messages, round < (this.config.maxRounds ?? 2));
      if (text.trim()) await emit({ kind: 'text', text: text.trim() });
      if (!calls.length) break;
      messages.push({ role: 'assistant', content: text || null, tool_calls: calls });
      for (const call of calls) {
        messages.push({
          role: 'tool',
          tool_call_id: call.id,
          content: JSON.stringify(runTool(call)),
        });
      }
    }
    if (shown.length) {
      await emit({ kind: 'type', type: kind });
      await emit({ kind: 'productList', products: shown.map((s) => ctx.card(s.item, s.reason)) });
      await emit({ kind: 'recommend', skus: shown.map((s) => s.item.sku) });
      const priced = ctx.price(shown[0]!.item) !== null;
      const next = followUps(
        constraints,
        shown.map((s) => s.item),
        priced,
      );
      if (next.length) {
        await emit({ kind: 'type', type: T.followUps });
        await emit({ kind: 'followUps', questions: next });
      }
    }
    return { constraints, shown: shown.map((s) => s.item.sku) };
  }

  /** What the model may read of a product: facts and the caller's price only. */
  private fact(item: Item, ctx: EngineContext) {
    return {
      sku: item.sku,
      name: item.row.name,
      category: item.category,
      finishes: item.row.finishes,
      width_inches: item.width,
      price: ctx.price(item),
      availability: item.row.availability,
    };
  }

  /** One streamed completion: its text and the tool calls it asked for. */
  private async complete(
    messages: Message[],
    withTools: boolean,
  ): Promise<{ text: string; calls: ToolCall[] }> {
    const res = await (this.config.fetcher ?? fetch)(
      `${this.config.baseUrl.replace(/\/$/, '')}/chat/completions`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${this.config.apiKey}`,
        },
        body: JSON.stringify({
          model: this.config.model,
          messages,
          stream: true,
          ...(withTools ? { tools: LLM_TOOLS } : {}),
        }),
      },
    );
    if (!res.ok || !res.body) throw new Error(`LLM endpoint answered ${res.status}`);
    let text = '';
    const calls: ToolCall[] = [];
    for await (const chunk of readDeltas(res.body)) {
      const delta = chunk.choices?.[0]?.delta;
      if (delta?.content) text += delta.content;
      for (const part of delta?.tool_calls ?? []) {
        const call = calls[part.index] ?? {
          id: '',
          type: 'function',
          function: { name: '', arguments: '' },
        };
        calls[part.index] = call;
        if (part.id) call.id = part.id;
        if (part.function?.name) call.function.name += part.function.name;
        if (part.function?.arguments) call.function.arguments += part.function.arguments;
      }
    }
    return { text, calls: calls.filter(Boolean) };
  }
}
