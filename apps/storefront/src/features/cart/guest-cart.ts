import { CartRules } from '@portal/contract';
import { ensureGuestId, type GuestCartLine, getStored, setStored } from '../../lib/session';

/**
 * The FFD guest cart (spec 3): sku_list in browser storage, tied to this browser's guest id.
 * Shown through productListNoLogin and merged into the shopper's cart by addBatch at sign-in.
 */
export const guestLines = (): GuestCartLine[] => getStored('sku_list') ?? [];

/** Adds to a line (at most the cart cap per line, at most the cart cap of lines). */
export function addGuestLine(sku_number: string, count: number): GuestCartLine[] {
  ensureGuestId();
  const lines = guestLines().map((l) => ({ ...l }));
  const held = lines.find((l) => l.sku_number === sku_number);
  if (held) held.count = Math.min(CartRules.lineCap, held.count + count);
  else if (lines.length < CartRules.maxGuestLines) lines.push({ sku_number, count });
  setStored('sku_list', lines);
  return lines;
}

export function setGuestCount(sku_number: string, count: number): GuestCartLine[] {
  const lines = guestLines().map((l) => (l.sku_number === sku_number ? { ...l, count } : l));
  setStored('sku_list', lines);
  return lines;
}

export function removeGuestLines(skus: readonly string[]): GuestCartLine[] {
  const lines = guestLines().filter((l) => !skus.includes(l.sku_number));
  setStored('sku_list', lines.length ? lines : null);
  return lines;
}

export const clearGuestCart = () => setStored('sku_list', null);
