import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setStored } from '../../../lib/session';
import { envelope, fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { OrderCustomerSection } from './order-customer';

const claire = {
  id: 7,
  name: 'Claire Bennett',
  first_name: 'Claire',
  last_name: 'Bennett',
  email: 'client@demo.test',
  phone: '3365550101',
  street_address: '40 Elm St',
  city: 'Raleigh',
  state: 'NC',
  postal: '27601',
  country: 'US',
  invite_status: 'activated',
  project_count: 0,
};

describe('CheckoutCust', () => {
  it('keeps the chosen customer when a later search no longer lists them', async () => {
    setStored('token', 'tok');
    fakeApi((_url, body) => {
      const keyword = (body as { keyword?: string }).keyword ?? '';
      const list = 'claire'.includes(keyword.toLowerCase()) ? [claire] : [];
      return envelope(200, '', { list, total: list.length });
    });
    const onChange = vi.fn();
    renderRoutes([
      { path: '/', element: <OrderCustomerSection value={null} onChange={onChange} /> },
    ]);
    fireEvent.click(await screen.findByTestId('order-for-change'));
    fireEvent.click(await screen.findByRole('radio', { name: /Claire Bennett/ }));
    fireEvent.change(screen.getByLabelText('Search customers'), { target: { value: 'zed' } });
    await waitFor(() => expect(screen.queryByRole('radio', { name: /Claire/ })).toBeNull());
    fireEvent.click(screen.getByTestId('order-for-confirm'));
    // Their address comes with the choice: the checkout prefills the shipping fields from it.
    expect(onChange).toHaveBeenCalledWith({
      id: 7,
      name: 'Claire Bennett',
      ship_to: {
        full_name: 'Claire Bennett',
        contact_name: 'Claire Bennett',
        phone: '3365550101',
        street: '40 Elm St',
        city: 'Raleigh',
        state: 'NC',
        postal_code: '27601',
      },
    });
  });
});
