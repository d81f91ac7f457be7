import type { Mode, ProductDetail } from '@portal/contract';
import { rolesFor } from '@portal/contract';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setStored } from '../../../lib/session';
import { ProductActions } from './product-actions';

const product = { sku_number: 'CA-1', name: 'Chair' } as ProductDetail;
const slots = {
  cart: () => <button type="button">Add to cart</button>,
  project: () => <button type="button">Add to project</button>,
  favourite: () => <button type="button">Favourite</button>,
};
const names = () => screen.queryAllByRole('button').map((b) => b.textContent);
/** The stored session of a mode (the gate reads the stored role list). */
const inMode = (mode: Mode) => {
  setStored('token', mode === 'mibd_visitor' ? null : 'tok');
  setStored('role', [...rolesFor(mode)]);
};

afterEach(() => {
  setStored('token', null);
  setStored('role', null);
});

describe('product actions behind their role tags', () => {
  it('a designer gets cart, project and favourite', () => {
    inMode('mibd_designer');
    render(<ProductActions product={product} slots={slots} />);
    expect(names()).toEqual(['Add to cart', 'Add to project', 'Favourite']);
  });
  it('browsing mode: favourite only; customer: project and favourite', () => {
    inMode('mibd_safe');
    const { unmount } = render(<ProductActions product={product} slots={slots} />);
    expect(names()).toEqual(['Favourite']);
    unmount();
    inMode('mibd_customer');
    render(<ProductActions product={product} slots={slots} />);
    expect(names()).toEqual(['Add to project', 'Favourite']);
  });
  it('a visitor gets none, and nothing renders without slots', () => {
    inMode('mibd_visitor');
    const visitor = render(<ProductActions product={product} slots={slots} />);
    expect(visitor.container.innerHTML).toBe('');
    visitor.unmount();
    inMode('mibd_designer');
    const empty = render(<ProductActions product={product} />);
    expect(empty.container.innerHTML).toBe('');
  });
});
