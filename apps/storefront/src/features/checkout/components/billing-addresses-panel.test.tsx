import {
  billingAddressAdd,
  billingAddressDelete,
  billingAddressList,
  ErrorCode,
  Limits,
  CheckoutMessages as M,
} from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setStored } from '../../../lib/session';
import { envelope, fakeApi } from '../../../test/fake-api';
import { renderWithRouter } from '../../../test/render';
import { BillingAddressesPanel } from './billing-addresses-panel';
import { addressProblems, EMPTY_ADDRESS } from './billing-addresses-panel-form';

const address = (id: number) => ({
  id,
  full_name: `Whitfield Interiors ${id}`,
  street: `${id} Market St`,
  city: 'High Point',
  state: 'NC',
  postal_code: '27260',
  country: 'US' as const,
});

/** The server's list: add appends (or answers `refuse`), delete removes. */
function api(start: number, refuse?: Response) {
  let list = Array.from({ length: start }, (_, i) => address(i + 1));
  return fakeApi((url, body) => {
    const b = body as Record<string, unknown>;
    if (url.pathname === billingAddressList.path) return envelope(200, '', { list });
    if (url.pathname === billingAddressAdd.path) {
      if (refuse) return refuse;
      const added = { ...(b as ReturnType<typeof address>), id: 100 };
      list = [...list, added];
      return envelope(200, '', added);
    }
    if (url.pathname === billingAddressDelete.path) {
      list = list.filter((a) => a.id !== b.id);
      return envelope(200, '', { id: b.id });
    }
    return envelope(404, 'unexpected', null);
  });
}

const fill = (values: Record<string, string>) => {
  for (const [name, value] of Object.entries(values))
    fireEvent.change(screen.getByTestId(`billing-${name}`), { target: { value } });
};

describe('address checks', () => {
  it('mirror the server: full name, street, city, a US state and a ZIP', () => {
    // A billing address is not shipped to: a bad ZIP gets the ZIP message, not the shipping one.
    expect(addressProblems(EMPTY_ADDRESS)).toEqual({
      full_name: M.fullName,
      street: M.addressField,
      city: M.addressField,
      state: M.addressField,
      postal_code: M.zipInvalid,
    });
    expect(addressProblems({ ...address(1), state: 'nc', postal_code: '27260-1234' })).toEqual({});
    expect(addressProblems({ ...address(1), state: 'ZZ' }).state).toBe(M.addressField);
  });
});

describe('Billing addresses panel', () => {
  it('starts empty with the form, checks it, then lists the saved address', async () => {
    setStored('token', 'tok');
    const calls = api(0);
    renderWithRouter(<BillingAddressesPanel />);
    expect(await screen.findByTestId('billing-empty')).toBeTruthy();
    fireEvent.click(screen.getByTestId('billing-save'));
    expect(await screen.findByText(M.fullName)).toBeTruthy();
    expect(calls.filter((c) => c.url.pathname === billingAddressAdd.path)).toHaveLength(0);
    expect(document.activeElement).toBe(screen.getByTestId('billing-full_name'));

    fill({
      full_name: ' Dana Whitfield ',
      street: '12 Market St',
      city: 'High Point',
      state: 'NC',
      postal_code: '27260',
    });
    fireEvent.click(screen.getByTestId('billing-save'));
    expect(await screen.findByTestId('billing-saved')).toBeTruthy();
    expect(screen.getAllByTestId('billing-address')).toHaveLength(1);
    expect(screen.getByTestId('billing-count').textContent).toBe('1 of 10 addresses');
    expect(calls.find((c) => c.url.pathname === billingAddressAdd.path)?.body).toEqual({
      full_name: 'Dana Whitfield',
      street: '12 Market St',
      city: 'High Point',
      state: 'NC',
      postal_code: '27260',
      country: 'US',
    });
  });

  it('deletes after a confirmation', async () => {
    setStored('token', 'tok');
    const calls = api(2);
    renderWithRouter(<BillingAddressesPanel />);
    const rows = await screen.findAllByTestId('billing-address');
    fireEvent.click(within(rows[0]!).getByRole('button', { name: /Delete billing address/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/1 Market St/)).toBeTruthy();
    expect(calls.filter((c) => c.url.pathname === billingAddressDelete.path)).toHaveLength(0);
    fireEvent.click(within(dialog).getByTestId('billing-delete-confirm'));
    await waitFor(() => expect(screen.getAllByTestId('billing-address')).toHaveLength(1));
    expect(calls.find((c) => c.url.pathname === billingAddressDelete.path)?.body).toEqual({
      id: 1,
    });
  });

  it('at the limit shows the server message and offers no add', async () => {
    setStored('token', 'tok');
    api(Limits.billingAddresses);
    renderWithRouter(<BillingAddressesPanel />);
    expect((await screen.findByTestId('billing-limit')).textContent).toBe(M.addressLimit);
    expect(screen.queryByTestId('billing-add')).toBeNull();
    expect(screen.queryByTestId('billing-save')).toBeNull();
  });

  it('shows a refusal of the server in its words', async () => {
    setStored('token', 'tok');
    api(3, envelope(ErrorCode.BAD_REQUEST, M.addressLimit, null));
    renderWithRouter(<BillingAddressesPanel />);
    fireEvent.click(await screen.findByTestId('billing-add'));
    fill({
      full_name: 'Dana',
      street: '1 Broadway',
      city: 'New York',
      state: 'NY',
      postal_code: '10004',
    });
    fireEvent.click(screen.getByTestId('billing-save'));
    expect((await screen.findByTestId('billing-error')).textContent).toBe(M.addressLimit);
  });
});
