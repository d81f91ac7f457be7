import { AuthMessages, ErrorCode, FormMessages as F, Messages } from '@portal/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render';
import { ContactForm } from './contact-form';

// Mantine's autosize Textarea listens for web fonts; jsdom has no document.fonts.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener() {}, removeEventListener() {} },
  });

const envelope = (err: number, errmsg: string, val: unknown) =>
  new Response(JSON.stringify({ err, errmsg, val }));

/** The form against a stubbed fetch that answers `answer` and records what was sent. */
function renderForm(answer: () => Response) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)));
      return answer();
    }),
  );
  renderWithRouter(<ContactForm />);
  return sent;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

const fillValid = () => {
  type('Full name', ' Rae Buyer ');
  type('Email', 'rae@studio.test');
  type('Order number', 'SO-1');
  type('Comments', 'Hello');
};

describe('ContactForm', () => {
  it('shows the required-field messages and sends nothing', async () => {
    const sent = renderForm(() =>
      envelope(ErrorCode.OK, '', { id: 1, message: Messages.submitted }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    for (const text of [F.fullName, AuthMessages.enterEmail, F.orderNumber, F.comments])
      expect(await screen.findByText(text)).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('sends trimmed values and shows the success state', async () => {
    const sent = renderForm(() =>
      envelope(ErrorCode.OK, '', { id: 7, message: Messages.submitted }),
    );
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(Messages.submitted)).toBeTruthy();
    expect(sent[0]).toMatchObject({ full_name: 'Rae Buyer', email: 'rae@studio.test', phone: '' });
  });

  it("puts the server's field message beside the field", async () => {
    renderForm(() => envelope(ErrorCode.BAD_REQUEST, `email: ${AuthMessages.invalidEmail}`, null));
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(AuthMessages.invalidEmail)).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Email', { exact: false })),
    );
  });

  it("says 'Failed to submit information, please resubmit' when the server cannot be reached", async () => {
    renderForm(() => {
      throw new TypeError('offline');
    });
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(Messages.submitFailed)).toBeTruthy();
  });
});
