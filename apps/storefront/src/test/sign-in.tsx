import type { SessionUser } from '@portal/contract';
import { act, fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import { getStored } from '../lib/session';
import { renderRoutes } from './render';

/** user_login's answer for the demo designer; a test changes what it is about. */
export const signedInUser = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  token: 'tok-1',
  user_id: 5,
  user_first_name: 'Dana',
  user_last_name: 'Whitfield',
  user_email: 'designer@demo.test',
  head_img: '',
  account_type: 'designer',
  mode: 'mibd_safe',
  Role: ['mode'],
  ...overrides,
});

/** A sign-in screen at /login; anywhere else renders 'landed'. */
export const renderLoginRoute = (element: ReactElement, path: string) =>
  renderRoutes(
    [
      { path: '/login', element },
      { path: '*', element: <p>landed</p> },
    ],
    path,
  );

/** Types into the password sign-in form; answers the form. */
export function fillPasswordSignIn(username: string, password: string): HTMLFormElement {
  const passwordField = screen.getByLabelText('Password', { selector: 'input' });
  fireEvent.change(screen.getByLabelText('Email or phone number'), {
    target: { value: username },
  });
  fireEvent.change(passwordField, { target: { value: password } });
  return passwordField.closest('form')!;
}

/** Types into the password sign-in form and submits it. */
export async function submitPasswordSignIn(username: string, password: string) {
  const form = fillPasswordSignIn(username, password);
  await act(async () => {
    fireEvent.submit(form);
  });
}

/** The form shows the server's refusal word for word, and no session is stored. */
export async function expectRefused(message: string) {
  expect(await screen.findByRole('alert')).toHaveProperty('textContent', message);
  expect(getStored('token')).toBeNull();
}
