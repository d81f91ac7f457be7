import { AssistantMessages, FLOATING_ATTRIBUTE, Timing } from '@portal/contract';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useKeepClear } from '../../../lib/use-keep-clear';
import { logEvent } from '../api/assistant-api';
import classes from './cara.module.css';

/** The panel's code loads on the first click, never with the page. */
const CaraPanel = lazy(() => import('./cara-panel'));

export interface CaraEntryProps {
  /** The product of the page, if any (questions and pairings default to it). */
  pageSku?: string | undefined;
  /** Adds a card's product to the cart (given by the app when the role may buy). */
  addToCart?: ((sku: string) => Promise<unknown>) | undefined;
}

/** The floating entry of spec 2/4: a button with a bubble tip for 6 s, opening the panel. */
export function CaraEntry({ pageSku, addToCart }: CaraEntryProps) {
  const [open, setOpen] = useState(false);
  const [tip, setTip] = useState(true);
  // Never over the product page's buy controls (on a phone it sat on Add to Cart, issue 34).
  const entry = useRef<HTMLDivElement>(null);
  useKeepClear(entry);
  useEffect(() => {
    const timer = setTimeout(() => setTip(false), Timing.chatBubbleTipMs);
    return () => clearTimeout(timer);
  }, []);
  const openPanel = () => {
    setOpen(true);
    setTip(false);
    logEvent('mibd.llm.open', pageSku);
  };
  if (open) {
    return (
      <Suspense fallback={null}>
        <CaraPanel onClose={() => setOpen(false)} pageSku={pageSku} addToCart={addToCart} />
      </Suspense>
    );
  }
  return (
    <div ref={entry} className={classes.entry} {...{ [FLOATING_ATTRIBUTE]: '' }}>
      {tip && (
        <div className={classes.tip} role="status" data-testid="cara-tip">
          {AssistantMessages.bubbleTip}
        </div>
      )}
      <button
        type="button"
        className={classes.fab}
        onClick={openPanel}
        aria-label={`Chat with ${AssistantMessages.name}`}
        data-testid="cara-entry"
      >
        {AssistantMessages.name}
      </button>
    </div>
  );
}
