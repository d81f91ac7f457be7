import { AuthMessages, ErrorCode, TeamMessages as M } from '@portal/contract';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, fakeApi } from '../../test/fake-api';
import { renderWithRouter } from '../../test/render';
import { ActivationScreen } from './activation-screen';

/** The API answering by path; the calls made, in order. */
const stubApi = (answer: (path: string) => Response) => fakeApi((url) => answer(url.pathname));

const INFO = {
  email: 'sam@studio.test',
  first_name: 'Sam',
  last_name: 'Helper',
  company_name: 'Studio',
  inviter: 'Dana Tester',
};

describe('ActivationScreen', () => {
  it('checks the password match before calling, then shows the limit refusal', async () => {
    const calls = stubApi((path) =>
      path.endsWith('/activate')
        ? envelope(ErrorCode.BAD_REQUEST, M.limitReached, null)
        : envelope(ErrorCode.OK, '', INFO),
    );
    renderWithRouter(<ActivationScreen />, '/subAccountActivation?token=t1');
    expect(await screen.findByText('sam@studio.test')).toBeTruthy();
    const password = screen.getByLabelText(/^Password/);
    fireEvent.change(password, { target: { value: 'Correct-Horse-42' } });
    fireEvent.change(screen.getByLabelText(/^Confirm password/), {
      target: { value: 'Correct-Horse-43' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Activate account' }));
    expect(await screen.findByText(AuthMessages.passwordsDontMatch)).toBeTruthy();
    expect(calls.filter((c) => c.url.pathname.endsWith('/activate'))).toEqual([]);
    fireEvent.change(screen.getByLabelText(/^Confirm password/), {
      target: { value: 'Correct-Horse-42' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Activate account' }));
    expect((await screen.findByTestId('activation-failed')).textContent).toBe(M.limitReached);
  });

  it("shows a closed account's link refusal instead of the form", async () => {
    stubApi(() => envelope(ErrorCode.BAD_REQUEST, M.accountClosed, null));
    renderWithRouter(<ActivationScreen />, '/subAccountActivation?token=t2');
    expect((await screen.findByTestId('activation-error')).textContent).toBe(M.accountClosed);
    expect(screen.queryByRole('button', { name: 'Activate account' })).toBeNull();
  });
});
