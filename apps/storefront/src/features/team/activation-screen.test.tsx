import { AuthMessages, ErrorCode, TeamMessages as M } from '@portal/contract';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../test/render';
import { ActivationScreen } from './activation-screen';

const envelope = (err: number, errmsg: string, val: unknown) =>
  new Response(JSON.stringify({ err, errmsg, val }));

function stubApi(answer: (path: string) => Response) {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const path = new URL(input, 'http://x').pathname;
      paths.push(path);
      return answer(path);
    }),
  );
  return paths;
}

const INFO = {
  email: 'sam@studio.test',
  first_name: 'Sam',
  last_name: 'Helper',
  company_name: 'Studio',
  inviter: 'Dana Tester',
};

afterEach(() => vi.unstubAllGlobals());

describe('ActivationScreen', () => {
  it('checks the password match before calling, then shows the limit refusal', async () => {
    const paths = stubApi((path) =>
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
    expect(paths.filter((p) => p.endsWith('/activate'))).toEqual([]);
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
