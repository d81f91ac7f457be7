import {
  currentAccountApply,
  currentAccountStatus,
  ErrorCode,
  CheckoutMessages as M,
} from '@portal/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setStored } from '../../../lib/session';
import { type ApiCall, envelope, fakeApi } from '../../../test/fake-api';
import { renderWithRouter } from '../../../test/render';
import { CurrentAccountScreen } from './current-account-screen';

const application = (status: 'pending' | 'approved' | 'rejected') => ({
  id: 7,
  status,
  created_at: '2026-03-04T15:00:00.000Z',
});

const FILLED: Record<string, string> = {
  company_name: 'Whitfield Interiors',
  contact_name: 'Dana Whitfield',
  email: 'ap@whitfield.test',
  phone: '336-555-0101',
  requested_limit: '$25,000',
  bank_reference: 'First Bank of High Point',
  trade_references: 'Rowe Furniture; Caracole',
};

/** The API as the screen sees it: a stored application (or none) and an apply answer. */
function api(stored: ReturnType<typeof application> | null, apply?: () => Response) {
  let current = stored;
  return fakeApi((url) => {
    if (url.pathname === currentAccountStatus.path) return envelope(200, '', current);
    if (url.pathname === currentAccountApply.path) {
      const answer = apply?.();
      if (answer) return answer;
      current = application('pending');
      return envelope(200, '', current);
    }
    return envelope(404, 'unexpected', null);
  });
}

const fill = (values: Record<string, string>) => {
  for (const [name, value] of Object.entries(values))
    fireEvent.change(screen.getByTestId(`apply-${name}`), { target: { value } });
};
const applyCalls = (calls: ApiCall[]) =>
  calls.filter((c) => c.url.pathname === currentAccountApply.path);

describe('/currentAccountApplication', () => {
  it('checks the form before sending, then shows the pending application', async () => {
    setStored('token', 'tok');
    const calls = api(null);
    renderWithRouter(<CurrentAccountScreen />);
    expect((await screen.findByTestId('application-empty')).textContent).toMatch(/not applied/);
    expect(screen.getByTestId('apply-company_name').getAttribute('maxlength')).toBe('100');

    fireEvent.click(screen.getByTestId('apply-submit'));
    expect(await screen.findAllByText(M.applicationField)).toHaveLength(5);
    expect(screen.getByText(M.applicationEmail)).toBeTruthy();
    expect(screen.getByText(M.contactPhone)).toBeTruthy();
    expect(applyCalls(calls)).toHaveLength(0);
    expect(document.activeElement).toBe(screen.getByTestId('apply-company_name'));

    fill(FILLED);
    expect((screen.getByTestId('apply-requested_limit') as HTMLInputElement).value).toBe('25000');
    fireEvent.click(screen.getByTestId('apply-submit'));
    const status = await screen.findByTestId('application-status');
    expect(status.dataset.status).toBe('pending');
    expect(screen.getByTestId('application-state').textContent).toBe('Pending');
    expect(screen.getByText(M.submitted)).toBeTruthy();
    expect(screen.getByTestId('application-date').textContent).toBe('Submitted on March 4, 2026');
    expect(applyCalls(calls)[0]!.body).toEqual({
      ...FILLED,
      requested_limit: 25000,
    });
    expect(screen.queryByTestId('apply-submit')).toBeNull();
  });

  it('shows a pending application instead of a second form', async () => {
    setStored('token', 'tok');
    api(application('pending'));
    renderWithRouter(<CurrentAccountScreen />);
    expect((await screen.findByTestId('application-status')).dataset.status).toBe('pending');
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByTestId('apply-again')).toBeNull();
  });

  it('lets a rejected company apply again', async () => {
    setStored('token', 'tok');
    api(application('rejected'));
    renderWithRouter(<CurrentAccountScreen />);
    expect((await screen.findByTestId('application-state')).textContent).toBe('Rejected');
    fireEvent.click(screen.getByTestId('apply-again'));
    expect(screen.getByRole('form', { name: 'Net-30 application' })).toBeTruthy();
  });

  it('shows the server refusal in its words: on the field, or above the button', async () => {
    setStored('token', 'tok');
    let answer = envelope(ErrorCode.BAD_REQUEST, `bank_reference: ${M.applicationField}`, null);
    api(null, () => answer);
    renderWithRouter(<CurrentAccountScreen />);
    await screen.findByTestId('apply-submit');
    fill(FILLED);
    fireEvent.click(screen.getByTestId('apply-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('apply-bank_reference').getAttribute('aria-invalid')).toBe('true'),
    );
    answer = envelope(ErrorCode.BAD_REQUEST, M.applicationPending, null);
    fireEvent.click(screen.getByTestId('apply-submit'));
    expect((await screen.findByTestId('apply-error')).textContent).toBe(M.applicationPending);
  });

  it('tells a client (customer mode) that terms are for trade accounts', async () => {
    setStored('token', 'tok');
    setStored('mode', 'mibd_customer');
    const calls = api(null);
    renderWithRouter(<CurrentAccountScreen />);
    expect(screen.getByTestId('no-trade-account')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
