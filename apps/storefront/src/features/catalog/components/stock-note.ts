import { CatalogTexts } from './catalog-texts';

/**
 * The flash-deal stock line (spec 4): no units left is 'Unavailable for Purchase', more wanted
 * than left is 'Insufficient inventory', otherwise how many are left.
 */
export function flashStockNote(
  cashStock: number,
  wanted = 1,
): { text: string; tone: 'ok' | 'warn' | 'out' } {
  if (cashStock <= 0) return { text: CatalogTexts.unavailableForPurchase, tone: 'out' };
  if (wanted > cashStock) return { text: CatalogTexts.insufficientInventory, tone: 'warn' };
  return { text: CatalogTexts.left(cashStock), tone: cashStock <= 5 ? 'warn' : 'ok' };
}
