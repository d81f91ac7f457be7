import type { FlashDeal } from '@portal/contract';
import { formatMoney } from '@portal/contract';
import { CatalogTexts } from './catalog-texts';
import classes from './product-price.module.css';

const HOUR = 3_600_000;
const endsFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "2 d 5 h" / "5 h" / "under an hour" until the end; null once it has passed. */
export function timeLeft(endsAt: string, now: number = Date.now()): string | null {
  const ms = Date.parse(endsAt) - now;
  if (!(ms > 0)) return null;
  const hours = Math.floor(ms / HOUR);
  if (hours < 1) return 'under an hour';
  const days = Math.floor(hours / 24);
  return days > 0 ? `${days} d ${hours % 24} h` : `${hours} h`;
}

/**
 * A flash deal as the server sent it to a signed-in FFD shopper: deal price, the original price
 * struck through, the saving and when the deal ends (units left: the card's stock line; nothing
 * is computed here but the time left).
 */
export function FlashDealPrice({ deal, size }: { deal: FlashDeal; size: 'sm' | 'lg' }) {
  const left = timeLeft(deal.ends_at);
  return (
    <div className={classes.deal} data-size={size} data-testid="flash-deal">
      <div className={classes.price} data-size={size}>
        <span className={classes.amount} data-testid="deal-price">
          <span className={classes.label}>{CatalogTexts.dealPrice} </span>
          {formatMoney(deal.deal_price)}
        </span>
        <span className={classes.msrp}>
          {CatalogTexts.wasPrice}{' '}
          <del data-testid="original-price">{formatMoney(deal.original_price)}</del>
        </span>
      </div>
      <div className={classes.dealMeta}>
        <span className={classes.saving} data-testid="deal-saving">
          {CatalogTexts.saving(formatMoney(deal.saving), deal.saving_percent)}
        </span>
        <time
          dateTime={deal.ends_at}
          title={endsFormat.format(new Date(deal.ends_at))}
          data-testid="deal-ends"
        >
          {left ? CatalogTexts.dealEndsIn(left) : CatalogTexts.dealEnded}
        </time>
      </div>
    </div>
  );
}
