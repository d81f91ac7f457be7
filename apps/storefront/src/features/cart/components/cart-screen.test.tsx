import { CartMessages, type CartState, rolesFor } from '@portal/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setStored } from '../../../lib/session';
import { envelope, fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { CartScreen } from './cart-screen';
import MiniCart from './mini-cart';

const line = (over: Partial<CartState['list'][number]>): CartState['list'][number] => ({
  id: 1,
  status: '1',
  count: 2,
  name: 'Adela Velvet Sofa',
  sku_number: 'CA-SOF-001',
  image: '/img.jpg',
  brand_id: 'ca',
  brand_name: 'Caracole',
  finishes: ['Smoke Grey', 'Brass'],
  product_data_type: 1,
  customizable_type: 0,
  fabric: null,
  unit_price: 550,
  amount: 1100,
  notice: null,
  ...over,
});

const cart: CartState = {
  list: [
    line({}),
    line({ id: 2, product_data_type: 2, count: 1, unit_price: 25, amount: 25 }),
    line({
      id: 3,
      sku_number: 'JC-TBL-006',
      name: 'Montclair Table',
      status: '2',
      notice: CartMessages.productNoLongerAvailable,
      unit_price: undefined,
      amount: undefined,
    }),
  ],
  total: 3,
  product_count: 2,
  sample_count: 1,
  subtotal: 1125,
};

const designer = () => {
  setStored('token', 'tok');
  setStored('role', [...rolesFor('mibd_designer')]);
};

describe('/cart', () => {
  it('shows lines, notices, totals and the split checkout buttons; stores the count', async () => {
    designer();
    fakeApi(() => envelope(200, '', cart));
    renderRoutes([{ path: '/cart', element: <CartScreen /> }], '/cart');
    expect(await screen.findAllByTestId('cart-line')).toHaveLength(3);
    expect(screen.getByText(CartMessages.productNoLongerAvailable)).toBeTruthy();
    expect(screen.getByTestId('cart-subtotal').textContent).toBe('$1,125.00');
    expect(screen.getByTestId('checkout-buttons').dataset.choice).toBe('split');
    expect(screen.getByTestId('checkout-sample').getAttribute('href')).toBe(
      '/checkout?isCart=1&t=s',
    );
    expect(localStorage.getItem('shoppingCartNum')).toBe('3');
  });

  it("shows each line's brand, finish and unit price beside its amount", async () => {
    designer();
    fakeApi(() => envelope(200, '', cart));
    renderRoutes([{ path: '/cart', element: <CartScreen /> }], '/cart');
    const [first] = await screen.findAllByTestId('cart-line');
    const part = (id: string) => first!.querySelector(`[data-testid="${id}"]`)?.textContent;
    expect(part('line-brand')).toBe('Caracole');
    expect(part('line-finish')).toBe('Finish: Smoke Grey, Brass');
    expect(part('line-unit-price')).toBe('$550.00 each');
    expect(part('line-amount')).toBe('$1,100.00');
  });

  it('shows no unit price where the role sees none (the server sends none)', async () => {
    designer();
    const unpriced = line({ unit_price: undefined, amount: undefined });
    fakeApi(() => envelope(200, '', { ...cart, list: [unpriced], subtotal: undefined }));
    renderRoutes([{ path: '/cart', element: <CartScreen /> }], '/cart');
    const [only] = await screen.findAllByTestId('cart-line');
    expect(only!.querySelector('[data-testid="line-brand"]')?.textContent).toBe('Caracole');
    expect(only!.querySelector('[data-testid="line-unit-price"]')).toBeNull();
    expect(only!.textContent).not.toMatch(/\$/);
  });

  it('in browsing view asks for designer view instead of calling the server', async () => {
    setStored('token', 'tok');
    setStored('role', [...rolesFor('mibd_safe')]);
    const calls = fakeApi(() => envelope(200, '', cart));
    renderRoutes([{ path: '/cart', element: <CartScreen /> }], '/cart');
    const link = await screen.findByRole('link', { name: 'Select view mode' });
    expect(link.getAttribute('href')).toBe('/selectMode?redirect=%2Fcart');
    expect(calls.filter((c) => c.url.pathname.includes('shoppingCart'))).toHaveLength(0);
  });

  it('a customer (no cart, no other view) reads who orders for them, with no view choice', async () => {
    setStored('token', 'tok');
    setStored('role', [...rolesFor('mibd_customer')]);
    fakeApi(() => envelope(200, '', cart));
    renderRoutes([{ path: '/cart', element: <CartScreen /> }], '/cart');
    expect(await screen.findByText(/Your designer places orders for you/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Select view mode' })).toBeNull();
  });

  it('sends a quantity change and shows the answer', async () => {
    designer();
    const calls = fakeApi((url) =>
      envelope(
        200,
        '',
        url.pathname.endsWith('change_number')
          ? { ...cart, list: [line({ count: 3 })], total: 3 }
          : cart,
      ),
    );
    renderRoutes([{ path: '/cart', element: <CartScreen /> }], '/cart');
    fireEvent.click(
      (await screen.findAllByRole('button', { name: 'More of Adela Velvet Sofa' }))[0]!,
    );
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1));
    const change = calls.find((c) => c.url.pathname === '/mibd/shoppingCart/change_number');
    expect(change?.body).toEqual({ id: 1, number: 3 });
  });

  it('says the cart is empty, and hides checkout in communicate mode', async () => {
    setStored('token', 'tok');
    setStored('role', [...rolesFor('mibd_communicate')]);
    fakeApi(() => envelope(200, '', { list: [], total: 0, product_count: 0, sample_count: 0 }));
    renderRoutes([{ path: '/', element: <MiniCart /> }]);
    expect((await screen.findByTestId('mini-cart-empty')).textContent).toBe(
      'Your shopping cart is empty.',
    );
    expect(screen.queryByTestId('checkout-buttons')).toBeNull();
  });
});
