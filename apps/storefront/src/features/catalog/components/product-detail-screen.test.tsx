import type { ProductDetail } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { productCard } from '../../../test/catalog-fixtures';
import { renderWithRouter } from '../../../test/render';
import { ProductDetailScreen } from './product-detail-screen';

const product: ProductDetail = {
  ...productCard(1, 'Ormond Table Lamp'),
  sku_number: 'CA-LMP-1',
  image: '/mibd/file/read_file/product/lamp.jpg',
  stock: 54,
  category: 'Table Lamps',
  product_width: 16.5,
  product_length: 16,
  product_height: 26.5,
  description: 'A plaster lamp.',
  images: ['/mibd/file/read_file/product/lamp.jpg', '/mibd/file/read_file/product/lamp.png'],
  materials: ['Alabaster', 'Brass'],
  finishes: ['Ivory Plaster'],
  rooms: ['living_room'],
  collection: { slug: 'la-moda', name: 'La Moda' },
  product_price_about: { final_price: 265.68 },
  msrp_price: 450,
};

function show(list: ProductDetail[], sku = 'CA-LMP-1') {
  const fetch = vi.fn(
    async () => new Response(JSON.stringify({ err: 200, errmsg: '', val: { list } })),
  );
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithRouter(
    <QueryClientProvider client={client}>
      <ProductDetailScreen sku={sku} brand="CA" signedIn titleSuffix="Caracole" />
    </QueryClientProvider>,
  );
  return fetch;
}

describe('product detail screen', () => {
  it('asks for the SKU and shows name, status, price, facts and the title', async () => {
    const fetch = show([product]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ormond Table Lamp' }),
    ).toBeTruthy();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/^\/mibd\/product\/list\?/);
    expect(JSON.parse(String(init.body))).toEqual({ sku_number: 'CA-LMP-1' });
    expect(screen.getByTestId('status-tag').textContent).toBe('in stock');
    expect(screen.getByTestId('product-price').textContent).toBe('Your price $265.68MSRP $450.00');
    expect(screen.getByText('W 16.5″ × D 16″ × H 26.5″')).toBeTruthy();
    expect(screen.getByText('Alabaster, Brass')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'La Moda' }).getAttribute('href')).toBe(
      '/product/portfolio/la-moda',
    );
    await waitFor(() => expect(document.title).toBe('Ormond Table Lamp | Caracole'));
  });

  it("an empty list: 'Product does not exist'", async () => {
    show([]);
    expect(await screen.findByRole('heading', { name: 'Product does not exist' })).toBeTruthy();
  });

  it("taken down: 'Product no longer available', no price", async () => {
    const { product_price_about: _, msrp_price: __, ...rest } = product;
    show([{ ...rest, availability: 'taken_down', status: '3', status_tag: null }]);
    expect(
      await screen.findByRole('heading', { name: 'Product no longer available' }),
    ).toBeTruthy();
    expect(screen.queryByTestId('product-price')).toBeNull();
  });

  it('no SKU in the address: no call, does not exist', () => {
    const fetch = show([product], '');
    expect(screen.getByRole('heading', { name: 'Product does not exist' })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
