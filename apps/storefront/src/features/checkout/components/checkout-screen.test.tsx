import {
  billingAddressList,
  checkoutLines,
  checkoutQuote,
  CheckoutMessages as M,
  sandboxTokenize,
  shoppingCartList,
  submitOrder,
  supplementaryCheck,
} from '@portal/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession, getStored, setStored } from '../../../lib/session';
import { envelope, fakeApi } from '../../../test/fake-api';
import { renderWithRouter } from '../../../test/render';
import { CheckoutScreen } from './checkout-screen';

const line = {
  id: 1,
  sku_number: 'CA-SOF-001',
  name: 'Harbor Sofa',
  image: '',
  brand_id: 'ca',
  product_data_type: 1,
  customizable_type: 0,
  count: 2,
  unit_price: 1200,
  line_total: 2400,
};
const quote = {
  lines: [line],
  subtotal: 2400,
  discount: 0,
  coupon_code: null,
  shipping: 150,
  shipping_zone: 2,
  tax: 0,
  tax_rate: 0,
  tax_exempt: true,
  processing_fee: 0,
  total: 2550,
  due_now: 2550,
  payment_terms: 'full',
};
const NC = {
  full_name: 'Whitfield Interiors',
  contact_name: 'Dana Whitfield',
  phone: '336-555-0101',
  street: '12 Market St',
  city: 'High Point',
  state: 'NC',
  postal_code: '27260',
};

/** The checkout's calls as the API answers them; `tokenize` is the sandbox's answer. */
const api = (tokenize = envelope(200, '', { token: 'tok_sb_1', last4: '6789' })) =>
  fakeApi((url) => {
    const answers: Record<string, () => Response> = {
      [checkoutLines.path]: () => envelope(200, '', { lines: [line], subtotal: 2400 }),
      [checkoutQuote.path]: () => envelope(200, '', quote),
      [supplementaryCheck.path]: () =>
        envelope(200, '', {
          certificate_required: false,
          has_valid_certificate: true,
          exempt_states: ['NC'],
          payment_terms: 'full',
        }),
      [billingAddressList.path]: () => envelope(200, '', { list: [] }),
      [sandboxTokenize.path]: () => tokenize.clone(),
      [submitOrder.path]: () =>
        envelope(200, '', {
          order_number: 'SO-20261207-ABC123',
          total: 2550,
          amount_paid: 2550,
          payment_state: 'paid',
        }),
      [shoppingCartList.path]: () =>
        envelope(200, '', { list: [], total: 0, product_count: 0, sample_count: 0 }),
    };
    return (answers[url.pathname] ?? (() => envelope(404, 'not here', null)))();
  });

const fill = (values: Record<string, string>, prefix: string) => {
  for (const [name, value] of Object.entries(values))
    fireEvent.change(screen.getByTestId(`${prefix}${name}`), { target: { value } });
};
const open = () => renderWithRouter(<CheckoutScreen />, '/checkout?isCart=1&t=n');

beforeEach(() => {
  localStorage.clear();
  setStored('token', 'tok');
  setStored('userEmail', 'designer@demo.test');
});

describe('CheckoutScreen', () => {
  it('shows what is bought, priced, before any address is typed', async () => {
    api();
    open();
    expect(await screen.findByText('Harbor Sofa × 2')).toBeTruthy();
    expect(screen.getByTestId('total-subtotal').textContent).toContain('$2,400.00');
  });

  it('keeps its draft (never the numbers) across a new visit; sign-out forgets it', async () => {
    api();
    const first = open();
    fill(NC, 'ship-');
    fireEvent.click(await screen.findByText('Bank transfer (ACH)'));
    fill({ account_number: '000123456789', routing_number: '021000021' }, 'pay-');
    fireEvent.click(screen.getByLabelText('Carrier pick-up'));
    first.unmount();

    const stored = JSON.stringify({ ...localStorage });
    expect(stored).toContain('12 Market St');
    expect(stored).not.toContain('000123456789');
    expect(stored).not.toContain('021000021');

    const again = open();
    for (const [name, value] of Object.entries(NC))
      expect((screen.getByTestId(`ship-${name}`) as HTMLInputElement).value).toBe(value);
    expect((screen.getByLabelText('Carrier pick-up') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByTestId('pay-account_number') as HTMLInputElement).value).toBe('');
    again.unmount();

    clearSession();
    setStored('token', 'tok');
    setStored('userEmail', 'designer@demo.test');
    open();
    expect((screen.getByTestId('ship-street') as HTMLInputElement).value).toBe('');
  });

  it('puts a refused routing number beside its field, marked and focused', async () => {
    api(envelope(40000, M.achRoutingInvalid, null));
    open();
    fill(NC, 'ship-');
    fireEvent.click(await screen.findByText('Bank transfer (ACH)'));
    fill(
      {
        account_number: '000123456789',
        routing_number: '123456789',
        ach_first_name: 'Dana',
        ach_last_name: 'Whitfield',
      },
      'pay-',
    );
    const place = screen.getByTestId('place-order');
    await waitFor(() => expect(place.hasAttribute('disabled')).toBe(false));
    fireEvent.click(place);
    const routing = screen.getByTestId('pay-routing_number');
    await waitFor(() => expect(routing.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(routing);
    const described = routing.getAttribute('aria-describedby') ?? '';
    expect(
      document.getElementById(described.split(' ').find((id) => id.endsWith('error'))!)
        ?.textContent,
    ).toBe(M.achRoutingInvalid);
    expect(screen.getByTestId('pay-account_number').getAttribute('aria-invalid')).not.toBe('true');
    // Typing a new number clears the message.
    fireEvent.change(routing, { target: { value: '021000021' } });
    expect(routing.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('after paying: the confirmation heading is focused, the header count re-read, the draft gone', async () => {
    setStored('shoppingCartNum', 2);
    api();
    open();
    fill(NC, 'ship-');
    fill({ card_number: '4242424242424242', expiry: '12/30', cvc: '123' }, 'pay-');
    const place = screen.getByTestId('place-order');
    await waitFor(() => expect(place.hasAttribute('disabled')).toBe(false));
    fireEvent.click(place);
    const heading = await screen.findByRole('heading', { name: 'Payment successful' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(getStored('shoppingCartNum')).toBe(0);
    expect(Object.keys(localStorage).filter((k) => k.startsWith('draft:'))).toEqual([]);
  });
});
