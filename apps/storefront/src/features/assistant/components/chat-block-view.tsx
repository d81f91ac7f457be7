import { Text } from '@mantine/core';
import { ChatMessageType as T, USER_TEXT_ATTRIBUTE } from '@portal/contract';
import type { ChatBlock } from '../chat-model';
import classes from './cara.module.css';
import { type CardActions, ChatProductCard } from './chat-product-card';
import { PromptChips } from './prompt-chips';

const HEADINGS: Record<number, string> = {
  [T.recommendations]: 'Recommendations',
  [T.moreLikeThis]: 'More like this',
  [T.pairings]: 'Pairs well with',
};

interface Props {
  block: ChatBlock;
  actions: CardActions;
  onFollowUp: (question: string) => void;
}

/** One block by its message type (spec 4): 1 text, 2 four images, 3 image, 4-7 products, 8 prompts. */
export function ChatBlockView({ block, actions, onFollowUp }: Props) {
  const side = block.from === 'user' ? classes.user : classes.ai;
  const text = block.text ? (
    <div
      className={`${classes.bubble} ${side}`}
      data-testid={block.from === 'user' ? 'cara-user' : 'cara-ai'}
      {...(block.from === 'user' ? { [USER_TEXT_ATTRIBUTE]: '' } : {})}
    >
      {block.text}
    </div>
  ) : null;
  switch (block.type) {
    case T.fourImageCase:
      return (
        <section id={block.id} data-message-type={block.type} aria-label="Room look">
          {text}
          <div className={classes.images}>
            {block.images.slice(0, 4).map((src, i, shown) => (
              <img key={src} src={src} alt={`Room look, piece ${i + 1} of ${shown.length}`} />
            ))}
          </div>
        </section>
      );
    case T.image:
      return (
        <>
          {text}
          {block.images.map((src) => (
            <img key={src} id={block.id} className={classes.photo} src={src} alt="Uploaded room" />
          ))}
        </>
      );
    case T.followUps:
      return (
        <div id={block.id}>
          {text}
          <PromptChips
            prompts={block.followUps}
            variant="light"
            disabled={actions.disabled}
            onPick={onFollowUp}
            testId="cara-followups"
          />
        </div>
      );
    case T.productList:
    case T.recommendations:
    case T.moreLikeThis:
    case T.pairings:
      return (
        <section
          id={block.id}
          data-message-type={block.type}
          aria-label={HEADINGS[block.type] ?? 'Products'}
        >
          {HEADINGS[block.type] && (
            <Text size="sm" fw={700} mb={4}>
              {HEADINGS[block.type]}
            </Text>
          )}
          {text}
          <div className={classes.cards}>
            {block.products.map((p) => (
              <ChatProductCard key={p.sku_number} product={p} actions={actions} />
            ))}
          </div>
        </section>
      );
    default:
      return text ? (
        <div id={block.id} style={{ display: 'contents' }}>
          {text}
        </div>
      ) : null;
  }
}
