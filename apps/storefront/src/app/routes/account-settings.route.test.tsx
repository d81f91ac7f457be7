import { billingAddressList } from '@portal/contract';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setStored } from '../../lib/session';
import { envelope, fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { Component } from './account-settings.route';

describe('/accountSettings composition', () => {
  it('adds the billing addresses tab (a trade brand) and opens it from ?tab=billing', async () => {
    setStored('token', 'tok');
    fakeApi((url) =>
      url.pathname === billingAddressList.path
        ? envelope(200, '', { list: [] })
        : envelope(200, '', null),
    );
    const { router } = renderRoutes(
      [{ path: '/accountSettings', element: <Component /> }],
      '/accountSettings?tab=billing',
    );
    const tab = screen.getByRole('tab', { name: 'Billing addresses' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByTestId('billing-empty')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Profile' }));
    expect(router.state.location.search).toBe('');
  });
});
