import { RoleMatrix, rolesFor } from '@portal/contract';
import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setStored } from '../lib/session';
import { Can, grantedTags, useCan } from './can';

afterEach(() => {
  act(() => {
    setStored('token', null);
    setStored('role', null);
  });
});

describe('the role gate', () => {
  it('shows its children only while the stored role list holds the tag', () => {
    setStored('token', 'tok');
    setStored('role', [...RoleMatrix.mibd_designer]);
    render(
      <Can tag="order" otherwise={<span>no orders</span>}>
        <a href="/personalCenter?type=orders">My Orders</a>
      </Can>,
    );
    expect(screen.getByRole('link', { name: 'My Orders' })).toBeTruthy();
    // A mode change stores a new list: the gate follows it without a reload.
    act(() => setStored('role', [...RoleMatrix.mibd_safe]));
    expect(screen.queryByRole('link', { name: 'My Orders' })).toBeNull();
    expect(screen.getByText('no orders')).toBeTruthy();
  });

  it('useCan answers per tag, the feature gates included', () => {
    setStored('token', 'tok');
    setStored('role', [...RoleMatrix.mibd_communicate]);
    const { result } = renderHook(() => ({
      designerInfo: useCan('mibd_footer_designer_info'),
      settle: useCan('settle_accounts'),
      cart: useCan('shopping_cart'),
    }));
    expect(result.current).toEqual({ designerInfo: true, settle: false, cart: true });
  });

  it('a visitor without a list yet gets the visitor list; a signed-in account gets nothing', () => {
    expect(grantedTags('HOM', null, false)).toEqual(rolesFor('mibd_visitor'));
    expect(grantedTags('HOM', [], true)).toEqual([]);
    expect(grantedTags('CA', ['order'], true)).toEqual(['order']);
  });

  it('FFD skips roles: its fixed set, whatever is stored', () => {
    const ffd = grantedTags('FFD', ['designer_price'], true);
    expect(ffd).toContain('navigation_logo');
    expect(ffd).toContain('shopping_cart');
    expect(ffd).not.toContain('designer_price');
    expect(ffd).not.toContain('designer_benefits');
  });
});
