import { Messages } from '@portal/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../test/render';
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

  it('renders the three cases', () => {
    const { unmount } = renderWithRouter(
      <ProductPrice product={visitorOrBrowsing} signedIn={false} />,
    );
    expect(screen.getByRole('link', { name: Messages.loginToSeePrice }).getAttribute('href')).toBe(
      '/login',
    );
    unmount();
    const browsing = render(<ProductPrice product={visitorOrBrowsing} signedIn />);
    expect(browsing.container.textContent).toBe('');
    browsing.unmount();
    renderWithRouter(<ProductPrice product={designer} signedIn />);
    expect(screen.getByTestId('product-price').textContent).toBe('Your price $265.68MSRP $450.00');
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
    renderWithRouter(<PriceRangeFilter onApply={(r) => applied.push(r)} />);
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
