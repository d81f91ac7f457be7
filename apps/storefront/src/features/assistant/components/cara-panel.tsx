import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  CloseButton,
  FileButton,
  Menu,
  Textarea,
} from '@mantine/core';
import {
  AssistantMessages,
  type ChatProduct,
  chatTextProblem,
  Limits,
  llmHistory,
  Source,
} from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { call } from '../../../lib/call';
import { useCaraChat } from '../hooks/use-cara-chat';
import { shrinkPhoto } from '../image-shrink';
import classes from './cara.module.css';
import { ChatBlockView } from './chat-block-view';
import { buttonKey } from './chat-product-card';
import { ChatRecords } from './chat-records';
import { ProductDialog } from './product-dialog';
import { PromptChips } from './prompt-chips';

interface Props {
  onClose: () => void;
  pageSku?: string | undefined;
  addToCart?: ((sku: string) => Promise<unknown>) | undefined;
}

/** Cara's chat panel (spec 2, 4, 5): loaded on the first click of the entry. */
export default function CaraPanel({ onClose, pageSku, addToCart }: Props) {
  const chat = useCaraChat();
  const [text, setText] = useState('');
  const [records, setRecords] = useState(false);
  const [product, setProduct] = useState<ChatProduct | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);

  // The last page of history is shown above the greeting (spec 9: pages of 6).
  const recent = useQuery({
    queryKey: ['cara', 'recent'],
    queryFn: ({ signal }) =>
      call(llmHistory, { limit: Limits.chatHistoryPageSize }, { signal, silent: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const { restore } = chat;
  useEffect(() => {
    if (recent.data) restore(recent.data.list);
  }, [recent.data, restore]);

  // Follows the reply as it streams (the block list changes with each segment).
  const blockCount = chat.blocks.length;
  const lastText = chat.blocks[blockCount - 1]?.text;
  useEffect(() => {
    if (blockCount || lastText) list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [blockCount, lastText]);
  useEffect(() => input.current?.focus(), []);

  const problem = chatTextProblem(text);
  const send = (words: string) => {
    if (chat.pending || chatTextProblem(words)) return;
    chat.send({
      input: { text: words.trim(), source: Source.chat, recommend_sku_number: pageSku },
      show: { text: words.trim() },
    });
    setText('');
  };
  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send(text);
    }
  };
  const onPhoto = async (file: File | null) => {
    if (!file) return;
    setPhotoError(null);
    try {
      const dataUrl = await shrinkPhoto(file);
      chat.send({
        input: { text: text.trim(), file: dataUrl, source: Source.chat },
        show: { text: text.trim(), image: dataUrl },
      });
      setText('');
    } catch (e) {
      setPhotoError((e as Error).message);
    }
  };
  const actions = {
    ask: (type: number, sku: string) =>
      chat.send({
        input: { text: '', type, target_sku_number: sku, source: Source.chat },
        buttonKey: buttonKey(type, sku),
      }),
    views: chat.views,
    view: (id: string) =>
      document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
    open: setProduct,
    addToCart,
    disabled: chat.pending,
  };
  const fresh = !chat.blocks.some((b) => b.from === 'user');

  return (
    <section
      className={classes.panel}
      role="dialog"
      aria-label={`${AssistantMessages.name} chat`}
      data-testid="cara-panel"
      onKeyDown={(e) => e.key === 'Escape' && !product && onClose()}
    >
      <header className={classes.header}>
        <h2 className={classes.title}>{AssistantMessages.name}</h2>
        <Badge size="sm" variant="light" color="dark">
          {AssistantMessages.beta}
        </Badge>
        <div style={{ flex: 1 }} />
        <Menu position="bottom-end" withinPortal={false}>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="dark"
              aria-label="History menu"
              data-testid="cara-history-menu"
            >
              ☰
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => setRecords(true)}>{AssistantMessages.chatRecords}</Menu.Item>
            <Menu.Item component="a" href="/visualizations">
              {AssistantMessages.visualizations}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
        <CloseButton onClick={onClose} aria-label={`Close ${AssistantMessages.name}`} />
      </header>
      {records ? (
        <ChatRecords onBack={() => setRecords(false)} />
      ) : (
        <div className={classes.messages} ref={list} aria-live="polite" data-testid="cara-messages">
          {chat.blocks.map((b) => (
            <ChatBlockView key={b.id} block={b} actions={actions} onFollowUp={send} />
          ))}
          {fresh && (
            <PromptChips
              prompts={AssistantMessages.guidePrompts}
              variant="outline"
              disabled={chat.pending}
              onPick={send}
              testId="cara-guides"
            />
          )}
          {chat.error && (
            <Alert color="red" role="alert" data-testid="cara-error">
              {chat.error.message}
            </Alert>
          )}
          {photoError && (
            <Alert color="red" role="alert">
              {photoError}
            </Alert>
          )}
        </div>
      )}
      <div className={classes.composer}>
        <FileButton
          onChange={(f) => void onPhoto(f)}
          accept="image/png,image/jpeg,image/webp,image/bmp"
          disabled={chat.pending}
        >
          {(props) => (
            <ActionIcon
              {...props}
              variant="default"
              size="lg"
              aria-label="Upload a room photo"
              disabled={chat.pending}
            >
              ⤒
            </ActionIcon>
          )}
        </FileButton>
        <Textarea
          ref={input}
          value={text}
          onChange={(e) => setText(e.currentTarget.value.slice(0, Limits.chatMaxChars))}
          onKeyDown={onKey}
          maxLength={Limits.chatMaxChars}
          placeholder={AssistantMessages.placeholder}
          aria-label="Message to Cara"
          autosize
          minRows={1}
          maxRows={4}
          disabled={chat.pending}
          style={{ flex: 1 }}
          data-testid="cara-input"
        />
        <Button
          onClick={() => send(text)}
          disabled={!!problem || chat.pending}
          loading={chat.pending}
          data-testid="cara-send"
        >
          Send
        </Button>
      </div>
      <div className={classes.counter} aria-live="polite">
        {text.length}/{Limits.chatMaxChars}
      </div>
      <ProductDialog product={product} onClose={() => setProduct(null)} />
    </section>
  );
}
