import { ErrorCode, WorkspaceMessages as W } from '@portal/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, fakeApi } from '../../test/fake-api';
import { renderWithRouter } from '../../test/render';
import { CreateCustomerScreen } from './create-customer-screen';
import { phoneAsTyped } from './customer-form';

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

const fill = () => {
  type(/first name/i, 'Ivy');
  type(/last name/i, 'Park');
  type(/^email/i, 'ivy@home.test');
  type(/phone/i, '1-555-123-4567');
};

describe('phone formatting (spec 5: 3-3-4, +1 and dashes stripped on submit)', () => {
  it.each([
    ['1-555-123-4567', '555-123-4567'],
    ['+1 (555) 123 4567', '555-123-4567'],
    ['5551234', '555-123-4'],
    ['555', '555'],
    ['1', '1'],
    ['15', '5'],
    ['1555123456', '555-123-456'],
    ['', ''],
  ])('shows %j as %j', (typed, shown) => {
    expect(phoneAsTyped(typed)).toBe(shown);
  });

  it('keeps every digit when typed key by key with the leading 1', () => {
    let value = '';
    for (const key of '1-555-123-4567') value = phoneAsTyped(value + key).slice(0, 12);
    expect(value).toBe('555-123-4567');
  });

  it('formats as typed and sends the ten digits', async () => {
    const calls = fakeApi(() => envelope(200, '', { id: 41, message: W.customerCreated }));
    renderWithRouter(<CreateCustomerScreen />, '/createCustomer');
    fill();
    expect(screen.getByLabelText(/phone/i)).toHaveProperty('value', '555-123-4567');
    fireEvent.click(screen.getByRole('button', { name: 'Create customer' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.url.pathname).toBe('/mibd/personalProject/addCustomer');
    expect(calls[0]!.body).toMatchObject({ phone: '5551234567', email: 'ivy@home.test' });
  });

  it('checks the rules before sending: nothing is sent with a bad phone', async () => {
    const calls = fakeApi(() => envelope(200, '', { id: 1, message: '' }));
    renderWithRouter(<CreateCustomerScreen />, '/createCustomer');
    fill();
    type(/phone/i, '555-12');
    type(/first name/i, '');
    fireEvent.click(screen.getByRole('button', { name: 'Create customer' }));
    expect(await screen.findByText(W.invalidPhone)).toBeTruthy();
    expect(screen.getByText(W.firstNameRequired)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('shows 25002 on the email field, and a double click sends once', async () => {
    let answer: (r: Response) => void = () => {};
    const calls = fakeApi(
      () => new Promise<Response>((resolve) => (answer = resolve)) as unknown as Response,
    );
    renderWithRouter(<CreateCustomerScreen />, '/createCustomer');
    fill();
    const submit = screen.getByRole('button', { name: 'Create customer' });
    fireEvent.click(submit);
    // While the first is on its way the button is busy (disabled): the second click sends nothing.
    await waitFor(() => expect(submit.hasAttribute('data-loading')).toBe(true));
    fireEvent.click(submit);
    fireEvent.submit(submit.closest('form')!);
    await waitFor(() => expect(calls).toHaveLength(1));
    answer(envelope(ErrorCode.CUSTOMER_EMAIL_FAILED, `email: ${W.emailUsed}`, null));
    const email = screen.getByLabelText(/^email/i);
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(W.emailUsed)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toHaveLength(1);
  });
});
