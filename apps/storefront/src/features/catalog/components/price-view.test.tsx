import { Messages } from '@portal/contract';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setStored } from '../../../lib/session';
import { renderWithRouter } from '../../../test/render';
import { timeLeft } from './flash-deal-price';
import { validatePriceRange } from './price-range';
import { type PriceFields, priceView } from './price-view';
import { ProductPrice } from './product-price';

// Payloads as the server sends them for each mode (apps/api pricing.ts).
/** Visitor and browsing mode: no price fields at all. */
const visitorOrBrowsing: PriceFields = {};
const designer = { product_price_about: { final_price: 265.68 }, msrp_price: 450 };
const customer = { product_price_about: { final_price: 450 }, msrp_price: 450 };

describe('price display by role, from the payload alone', () => {
  it('visitor: no price fields and not signed in → Login to see your price', () => {
    expect(priceView(visitorOrBrowsing, false)).toEqual({ kind: 'login' });
  });
  it('browsing mode: no price fields but signed in → nothing', () => {
    expect(priceView(visitorOrBrowsing, true)).toEqual({ kind: 'none' });
  });
  it('designer: trade price with the MSRP beside it', () => {
    expect(priceView(designer, true)).toEqual({ kind: 'price', price: 265.68, msrp: 450 });
  });
  it('customer and communicate: the retail price once', () => {
    expect(priceView(customer, true)).toEqual({ kind: 'price', price: 450 });
  });

  it('renders the cases: login back to this page, browsing hint, nothing, the price', () => {
    const { unmount } = renderWithRouter(
      <ProductPrice product={visitorOrBrowsing} signedIn={false} />,
      '/product/category/CA-SOF-001?x=1',
    );
    expect(screen.getByRole('link', { name: Messages.loginToSeePrice }).getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent('/product/category/CA-SOF-001?x=1')}`,
    );
    unmount();
    // Browsing view: prices hidden on purpose, and the way to the view choice says so.
    setStored('mode', 'mibd_safe');
    const browsing = renderWithRouter(<ProductPrice product={visitorOrBrowsing} signedIn />, '/p');
    expect(screen.getByTestId('price-hidden').textContent).toContain('browsing view');
    expect(screen.getByRole('link', { name: 'Switch view' }).getAttribute('href')).toBe(
      '/selectMode?redirect=%2Fp',
    );
    browsing.unmount();
    // Another signed-in mode without prices (none of spec 6's) shows nothing.
    setStored('mode', 'mibd_customer');
    const none = renderWithRouter(<ProductPrice product={visitorOrBrowsing} signedIn />);
    for (const id of ['price-hidden', 'price-login', 'product-price'])
      expect(screen.queryByTestId(id)).toBeNull();
    none.unmount();
    renderWithRouter(<ProductPrice product={designer} signedIn />);
    expect(screen.getByTestId('product-price').textContent).toBe('Your price $265.68MSRP $450.00');
  });

  it('a flash deal: deal price, original struck through, saving and time left', () => {
    const ends = new Date(Date.now() + (2 * 24 + 5) * 3_600_000 + 60_000).toISOString();
    renderWithRouter(
      <ProductPrice
        signedIn
        product={{
          product_price_about: { final_price: 600 },
          msrp_price: 1000,
          flash_deal: {
            deal_price: 600,
            original_price: 1000,
            saving: 400,
            saving_percent: 40,
            units_left: 3,
            ends_at: ends,
          },
        }}
      />,
    );
    expect(screen.getByTestId('deal-price').textContent).toBe('Deal $600.00');
    expect(screen.getByTestId('original-price').tagName).toBe('DEL');
    expect(screen.getByTestId('deal-saving').textContent).toBe('Save $400.00 (40%)');
    expect(screen.getByTestId('deal-ends').textContent).toBe('Ends in 2 d 5 h');
    expect(timeLeft(new Date(Date.now() - 1000).toISOString())).toBeNull();
  });
});

describe('price range', () => {
  it('both empty clears, both filled filters (swapped when reversed)', () => {
    expect(validatePriceRange('', ' ')).toEqual({ ok: true });
    expect(validatePriceRange('100', '900')).toEqual({ ok: true, min: 100, max: 900 });
    expect(validatePriceRange('900', '100')).toEqual({ ok: true, min: 100, max: 900 });
    expect(validatePriceRange('0', '0')).toEqual({ ok: true, min: 0, max: 0 });
  });
  it('one end alone or a non-price asks for the range', () => {
    const error = { ok: false, error: 'Please enter the price range' };
    expect(validatePriceRange('100', '')).toEqual(error);
    expect(validatePriceRange('', '900')).toEqual(error);
    expect(validatePriceRange('-5', '900')).toEqual(error);
    expect(validatePriceRange('abc', '9')).toEqual(error);
  });
  it('the filter shows the message and applies nothing', async () => {
    const { PriceRangeFilter } = await import('./price-range-filter');
    const applied: unknown[] = [];
    renderWithRouter(<PriceRangeFilter onApply={(r) => applied.push(r)} carried={[]} />);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Price Min' }), {
      target: { value: '100' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter the price range');
    expect(applied).toEqual([]);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Price Max' }), {
      target: { value: '50' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(applied).toEqual([{ min: 50, max: 100 }]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
