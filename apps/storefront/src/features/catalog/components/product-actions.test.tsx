import type { ProductDetail } from '@portal/contract';
import { rolesFor } from '@portal/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductActions } from './product-actions';

const product = { sku_number: 'CA-1', name: 'Chair' } as ProductDetail;
const slots = {
  cart: () => <button type="button">Add to cart</button>,
  project: () => <button type="button">Add to project</button>,
  favourite: () => <button type="button">Favourite</button>,
};
const names = () => screen.queryAllByRole('button').map((b) => b.textContent);

describe('product actions behind their role tags', () => {
  it('a designer gets cart, project and favourite', () => {
    render(<ProductActions product={product} roles={rolesFor('mibd_designer')} slots={slots} />);
    expect(names()).toEqual(['Add to cart', 'Add to project', 'Favourite']);
  });
  it('browsing mode: favourite only; customer: project and favourite', () => {
    const { unmount } = render(
      <ProductActions product={product} roles={rolesFor('mibd_safe')} slots={slots} />,
    );
    expect(names()).toEqual(['Favourite']);
    unmount();
    render(<ProductActions product={product} roles={rolesFor('mibd_customer')} slots={slots} />);
    expect(names()).toEqual(['Add to project', 'Favourite']);
  });
  it('a visitor gets none, and nothing renders without slots', () => {
    const visitor = render(
      <ProductActions product={product} roles={rolesFor('mibd_visitor')} slots={slots} />,
    );
    expect(visitor.container.innerHTML).toBe('');
    visitor.unmount();
    const empty = render(<ProductActions product={product} roles={rolesFor('mibd_designer')} />);
    expect(empty.container.innerHTML).toBe('');
  });
});
