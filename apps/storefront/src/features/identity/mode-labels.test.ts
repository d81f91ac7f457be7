import { describe, expect, it } from 'vitest';
import { modeLabelsFor } from './mode-labels';

describe('mode labels by account type', () => {
  it.each([
    ['HOM', 'designer', 'Designer', /customers and projects/],
    ['CA', 'sub_account', 'Designer', /customers and projects/],
    ['CA_DEALER', null, 'Dealer', /dealer cost beside suggested retail/],
    ['HOM', 'dealer', 'Dealer', /dealer cost beside suggested retail/],
    ['CA', 'staff', 'Staff', /orders to move along/],
    ['CA_DEALER', 'staff', 'Staff', /net-30 applications/],
  ] as const)('%s, %s account: the full view reads %s', (brand, type, name, text) => {
    const full = modeLabelsFor(brand, type).mibd_designer;
    expect(full.name).toBe(name);
    expect(full.text).toMatch(text);
    // Browsing is browsing for everyone.
    expect(modeLabelsFor(brand, type).mibd_safe.name).toBe('Browsing');
  });

  it('no account but a designer reads about customers and projects', () => {
    for (const type of ['dealer', 'staff'] as const) {
      expect(modeLabelsFor('HOM', type).mibd_designer.text).not.toMatch(/customers and projects/);
    }
  });
});
