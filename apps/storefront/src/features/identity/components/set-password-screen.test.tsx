import { AuthMessages, ErrorCode } from '@portal/contract';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { SetPasswordScreen } from './set-password-screen';

const renderAt = (path: string) =>
  renderRoutes([{ path: '/setPassword', element: <SetPasswordScreen /> }], path);

describe("/setPassword: spec 8's 'The link has expired', word for word", () => {
  it('without a token: the message with no full stop, and a way to a new link', () => {
    renderAt('/setPassword');
    expect(screen.getByText(AuthMessages.linkExpired, { exact: true })).toBeTruthy();
    expect(screen.queryByText(/expired\./)).toBeNull();
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/forgetPassword',
    );
  });

  it("a used or expired link: the server's message under the form, as sent", async () => {
    fakeApi(() => envelope(ErrorCode.AUTH_FAILED, AuthMessages.linkExpired, null));
    renderAt('/setPassword?token=used-token');
    for (const label of ['New password', 'Confirm new password']) {
      fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), {
        target: { value: 'Portal-Demo-2027!' },
      });
    }
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    });
    expect((await screen.findByTestId('form-error')).textContent).toBe('The link has expired');
  });
});
