import { MantineProvider } from '@mantine/core';
import { AuthMessages, ErrorCode } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getStored } from '../../../lib/session';
import { ProfileForm } from './profile-form';

const envelope = (err: number, errmsg: string, val: unknown) =>
  new Response(JSON.stringify({ err, errmsg, val }));

const info = {
  name: 'Dana Whitfield',
  user_id: 5,
  user_first_name: 'Dana',
  user_last_name: 'Whitfield',
  user_email: 'designer@demo.test',
  phone: '19805550100',
  head_img: '',
  account_type: 'designer',
  mode: 'mibd_designer',
  customer_id: null,
};

function renderForm(save: (body: Record<string, string>) => Response) {
  const saved: Record<string, string>[] = [];
  // The server's copy: a saved profile is what the next userInfo answers.
  let current = { ...info };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      const url = new URL(input, 'http://hom.localhost');
      if (url.pathname === '/xbom/login/userInfo') return envelope(200, 'success', current);
      const body = JSON.parse(String(init.body));
      saved.push(body);
      const answer = save(body);
      const { err, val } = await answer.clone().json();
      if (err === 200) current = { ...current, ...val };
      return answer;
    }),
  );
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <ProfileForm />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return saved;
}

describe('ProfileForm', () => {
  it('loads the profile, saves edited names and stores them in the session', async () => {
    const saved = renderForm((body) =>
      envelope(200, 'success', {
        user_first_name: body.first_name!.trim(),
        user_last_name: body.last_name!.trim(),
        phone: '19805550142',
      }),
    );
    const first = await screen.findByLabelText(/First name/);
    expect((first as HTMLInputElement).value).toBe('Dana');
    expect(screen.getByLabelText('Email').hasAttribute('readonly')).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    fireEvent.change(first, { target: { value: 'Claire ' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '(980) 555-0142' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect((await screen.findByText('Your profile was saved.')).textContent).toBeTruthy();
    expect(saved[0]).toEqual({
      first_name: 'Claire ',
      last_name: 'Whitfield',
      phone: '(980) 555-0142',
    });
    expect(getStored('userFirstName')).toBe('Claire');
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('19805550142');
  });

  it('refuses an empty name before calling, and shows a server field error on its field', async () => {
    const saved = renderForm(() =>
      envelope(ErrorCode.BAD_REQUEST, `phone: ${AuthMessages.phoneUsed}`, null),
    );
    const first = await screen.findByLabelText(/First name/);
    fireEvent.change(first, { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByText(AuthMessages.firstNameRequired)).textContent).toBeTruthy();
    expect(saved).toHaveLength(0);

    fireEvent.change(first, { target: { value: 'Dana' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '9805550111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByText(AuthMessages.phoneUsed).textContent).toBeTruthy());
    expect(screen.getByLabelText('Phone').getAttribute('aria-invalid')).toBe('true');
  });
});
