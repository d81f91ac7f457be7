import { ErrorCode } from '@portal/contract';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, fakeApi } from '../../../test/fake-api';
import { renderWithRouter } from '../../../test/render';
import { RoweLinkPanel } from './rowe-link-panel';

describe('the Rowe link in account settings', () => {
  it('shows the linked account, and unlinks only after a second confirmation', async () => {
    const calls = fakeApi((url) =>
      url.pathname.endsWith('/linkStatus')
        ? envelope(ErrorCode.OK, '', {
            linked: true,
            email: 'riley@rowe.test',
            linked_at: '2026-11-02T10:00:00.000Z',
          })
        : envelope(ErrorCode.OK, '', { linked: false }),
    );
    renderWithRouter(<RoweLinkPanel />);
    expect(await screen.findByText('riley@rowe.test')).toBeTruthy();
    expect(screen.getByText(/since Nov 2, 2026/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Unlink Rowe account' }));
    expect(calls.some((c) => c.url.pathname.endsWith('/unlink'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    fireEvent.click(screen.getByRole('button', { name: 'Unlink Rowe account' }));
    fireEvent.click(screen.getByRole('button', { name: 'Unlink' }));

    expect(await screen.findByText(/No Rowe account is linked/)).toBeTruthy();
    expect(calls.filter((c) => c.url.pathname === '/mibd/roweSSO/unlink')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Link a Rowe account' })).toBeTruthy();
  });

  it("shows the server's message when the link cannot be read", async () => {
    fakeApi(() => envelope(ErrorCode.NO_PERMISSION, 'You have no permission', null));
    renderWithRouter(<RoweLinkPanel />);
    expect((await screen.findByRole('alert')).textContent).toContain('You have no permission');
  });
});
