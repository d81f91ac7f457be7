import { describe, expect, it } from 'vitest';
import { checkoutChoice, checkoutHref, countBadge } from './cart-view';
import { addGuestLine, guestLines, removeGuestLines, setGuestCount } from './guest-cart';

describe('mini-cart rules of spec 4', () => {
  it('hides the count at 0 and shows an ellipsis above 99', () => {
    expect(countBadge(0)).toBeNull();
    expect(countBadge(null)).toBeNull();
    expect(countBadge(1)).toBe('1');
    expect(countBadge(99)).toBe('99');
    expect(countBadge(100)).toBe('...');
  });

  it('chooses the checkout buttons from the buyable counts', () => {
    expect(checkoutChoice({ product_count: 0, sample_count: 0 })).toBe('none');
    expect(checkoutChoice({ product_count: 2, sample_count: 0 })).toBe('normal');
    expect(checkoutChoice({ product_count: 0, sample_count: 1 })).toBe('sample');
    expect(checkoutChoice({ product_count: 3, sample_count: 1 })).toBe('split');
  });

  it('links to /checkout?isCart=1&t=s|n', () => {
    expect(checkoutHref('sample')).toBe('/checkout?isCart=1&t=s');
    expect(checkoutHref('normal')).toBe('/checkout?isCart=1&t=n');
  });
});

describe('guest cart in storage (sku_list)', () => {
  it('adds, caps at 99 per line, changes and removes lines', () => {
    removeGuestLines(guestLines().map((l) => l.sku_number));
    addGuestLine('FFD-1', 2);
    addGuestLine('FFD-2', 1);
    addGuestLine('FFD-1', 98);
    expect(guestLines()).toEqual([
      { sku_number: 'FFD-1', count: 99 },
      { sku_number: 'FFD-2', count: 1 },
    ]);
    setGuestCount('FFD-2', 4);
    expect(guestLines()[1]).toEqual({ sku_number: 'FFD-2', count: 4 });
    removeGuestLines(['FFD-1', 'FFD-2']);
    expect(guestLines()).toEqual([]);
    expect(localStorage.getItem('sku_list')).toBeNull();
    expect(localStorage.getItem('guestId')).toMatch(/^[A-Za-z0-9]{32}\d+$/);
  });
});
