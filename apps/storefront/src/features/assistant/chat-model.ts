import {
  ChatMessageType,
  type ChatProduct,
  type ChatSegment,
  parseSegment,
} from '@portal/contract';

/** One block of the conversation, drawn by its message type (spec 4, types 1-8). */
export interface ChatBlock {
  id: string;
  from: 'user' | 'ai';
  type: number;
  text: string;
  images: string[];
  products: ChatProduct[];
  target?: string;
  recommend: string[];
  followUps: string[];
}

let seq = 0;
export const newBlock = (
  from: ChatBlock['from'],
  type: number = ChatMessageType.text,
): ChatBlock => ({
  id: `b${++seq}`,
  from,
  type,
  text: '',
  images: [],
  products: [],
  recommend: [],
  followUps: [],
});

/**
 * Folds one segment into a reply's blocks: `type:` opens a block of that type, text joins the
 * current one (a text block when the current one already shows something else), the rest fill
 * the current block.
 */
export const applySegment = (blocks: ChatBlock[], s: ChatSegment): ChatBlock[] => {
  const out = [...blocks];
  const last = () => out[out.length - 1];
  const current = (): ChatBlock => {
    const b = last();
    if (b) return b;
    const fresh = newBlock('ai');
    out.push(fresh);
    return fresh;
  };
  const update = (patch: Partial<ChatBlock>) => {
    const b = current();
    out[out.length - 1] = { ...b, ...patch };
  };
  switch (s.kind) {
    case 'type':
      out.push(newBlock('ai', s.type));
      break;
    case 'text': {
      const b = last();
      if (b && (b.type === ChatMessageType.text || !b.products.length) && !b.followUps.length) {
        update({ text: b.text ? `${b.text}\n${s.text}` : s.text });
      } else out.push({ ...newBlock('ai'), text: s.text });
      break;
    }
    case 'productList':
      update({ products: [...current().products, ...s.products] });
      break;
    case 'image':
      update({ images: [...current().images, s.src] });
      break;
    case 'target':
      update({ target: s.sku });
      break;
    case 'recommend':
      update({ recommend: s.skus });
      break;
    case 'followUps':
      update({ followUps: s.questions });
      break;
    default:
      break;
  }
  return out;
};

/** A stored AI reply (history) back into blocks. */
export const blocksOf = (segments: string[]): ChatBlock[] =>
  segments.map(parseSegment).reduce<ChatBlock[]>(applySegment, []);
