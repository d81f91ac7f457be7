import { describe, expect, it } from 'vitest';
import { cartBadge } from './header-icons';
import { logoLabel } from './site-header';

describe('cart count on the header icon (spec 4)', () => {
  it('hides 0 and nothing, shows up to 99, an ellipsis above', () => {
    expect(cartBadge(null)).toBeNull();
    expect(cartBadge(0)).toBeNull();
    expect(cartBadge(1)).toBe('1');
    expect(cartBadge(99)).toBe('99');
    expect(cartBadge(100)).toBe('...');
  });
});

describe('logo link name', () => {
  it('starts with the logo text unless the brand name already holds it', () => {
    expect(logoLabel('HOM', 'Home of the Group', 'Home of the Group home')).toBe(
      'HOM, Home of the Group home',
    );
    expect(logoLabel('CARACOLE | DEALER', 'Caracole Dealer', 'Caracole Dealer home')).toBe(
      'Caracole Dealer home',
    );
    expect(logoLabel('A.R.T.', 'A.R.T. Furniture', 'A.R.T. Furniture home')).toBe(
      'A.R.T. Furniture home',
    );
  });
});
