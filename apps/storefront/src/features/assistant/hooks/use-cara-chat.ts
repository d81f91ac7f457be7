import { AssistantMessages, type ChatHistoryItem, ChatMessageType } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { historyKey, logEvent } from '../api/assistant-api';
import { type ChatRequest, streamChat } from '../api/chat-stream-client';
import { applySegment, blocksOf, type ChatBlock, newBlock } from '../chat-model';

const greeting = (): ChatBlock => ({ ...newBlock('ai'), text: AssistantMessages.greeting });

export interface SendVars {
  input: ChatRequest;
  /** What the user's bubble shows (text, or the photo's preview). */
  show?: { text?: string; image?: string };
  /** A button of type 1 that asked for this reply: it becomes 'Click to view'. */
  buttonKey?: string;
}

/** Restored history, oldest first: the user's words and the AI's replies redrawn. */
export const blocksOfHistory = (items: ChatHistoryItem[]): ChatBlock[] =>
  [...items]
    .reverse()
    .flatMap((item) =>
      item.send_user_id === 'AI'
        ? blocksOf(item.segments)
        : [{ ...newBlock('user'), text: item.text }],
    );

/** The conversation of the panel: blocks, the reply being streamed, the 'Click to view' map. */
export function useCaraChat() {
  const client = useQueryClient();
  const [blocks, setBlocks] = useState<ChatBlock[]>(() => [greeting()]);
  const [views, setViews] = useState<Record<string, string>>({});
  const restored = useRef(false);

  const restore = useCallback((items: ChatHistoryItem[]) => {
    if (restored.current) return;
    restored.current = true;
    setBlocks((now) => [...blocksOfHistory(items), ...now]);
  }, []);

  const mutation = useMutation({
    mutationFn: async ({ input, show }: SendVars) => {
      let start = 0;
      setBlocks((now) => {
        const user =
          show?.text || show?.image
            ? [
                {
                  ...newBlock('user', show.image ? ChatMessageType.image : ChatMessageType.text),
                  text: show.text ?? '',
                  images: show.image ? [show.image] : [],
                },
              ]
            : [];
        const next = [...now, ...user];
        start = next.length;
        return next;
      });
      let reply: ChatBlock[] = [];
      await streamChat(input, {
        onSegment: (segment) => {
          reply = applySegment(reply, segment);
          const snapshot = reply;
          setBlocks((now) => [...now.slice(0, start), ...snapshot]);
        },
      });
      return reply;
    },
    onSuccess: (reply, vars) => {
      const first = reply.find((b) => b.products.length) ?? reply[0];
      if (vars.buttonKey && first)
        setViews((v) => ({ ...v, [vars.buttonKey as string]: first.id }));
      const skus = reply.flatMap((b) => b.recommend);
      if (skus.length) logEvent('recommend_sku', skus.join(',').slice(0, 200));
      void client.invalidateQueries({ queryKey: historyKey });
    },
  });

  return {
    blocks,
    views,
    restore,
    send: mutation.mutate,
    pending: mutation.isPending,
    error: mutation.error,
  };
}
