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
  phone: '',
  street_address: '',
  city: '',
  state: '',
  postal: '',
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
    expect(onChange).toHaveBeenCalledWith({ id: 7, name: 'Claire Bennett' });
  });
});
