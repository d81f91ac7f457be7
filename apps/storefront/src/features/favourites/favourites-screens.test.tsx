import { ErrorCode, FavouriteMessages as M, type ProductCard } from '@portal/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../test/render';
import { FavouriteButton } from './favourite-button';
import { SharedListScreen } from './shared-list-screen';

const envelope = (err: number, errmsg: string, val: unknown) =>
  new Response(JSON.stringify({ err, errmsg, val }));

/** A stubbed API: `answer(path, body)` per call; every call is recorded. */
function stubApi(answer: (path: string, body: Record<string, unknown>) => Response) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      const path = new URL(input, 'http://x').pathname;
      const body = JSON.parse(String(init.body ?? '{}'));
      calls.push({ path, body });
      return answer(path, body);
    }),
  );
  return calls;
}

const product = { sku_number: 'HOM-1', name: 'Arden Chair' } as ProductCard;
const renderCard = (p: ProductCard) => <span>{p.name}</span>;

describe('SharedListScreen', () => {
  it('shows the shared collection from the link', async () => {
    const calls = stubApi(() =>
      envelope(ErrorCode.OK, '', {
        name: 'Living room',
        shared_by: 'Dana Tester',
        expires_at: '2026-12-01T00:00:00.000Z',
        list: [product],
      }),
    );
    renderWithRouter(<SharedListScreen renderCard={renderCard} />, '/shared-favorites?token=abc');
    expect(await screen.findByText('Arden Chair')).toBeTruthy();
    expect(screen.getByTestId('page-title').textContent).toBe('Living room');
    expect(calls[0]).toEqual({
      path: '/mibd/product/collection_share_list',
      body: { token: 'abc' },
    });
  });

  it("shows the server's refusal of an expired link", async () => {
    stubApi(() => envelope(ErrorCode.BAD_REQUEST, M.linkExpired, null));
    renderWithRouter(<SharedListScreen renderCard={renderCard} />, '/shared-favorites?token=old');
    expect((await screen.findByTestId('shared-error')).textContent).toBe(M.linkExpired);
  });

  it('calls nothing without a token', async () => {
    const calls = stubApi(() => envelope(ErrorCode.OK, '', null));
    renderWithRouter(<SharedListScreen renderCard={renderCard} />, '/shared-favorites');
    expect(await screen.findByText(M.linkInvalid)).toBeTruthy();
    expect(calls).toEqual([]);
  });
});

describe('FavouriteButton', () => {
  it('adds the product and then shows it pressed', async () => {
    let liked: string[] = [];
    const calls = stubApi((path, body) => {
      if (path.endsWith('/click_like')) {
        liked = [String(body.product_id)];
        return envelope(ErrorCode.OK, '', {
          liked: true,
          product_id: body.product_id,
          message: '',
        });
      }
      return envelope(ErrorCode.OK, '', { list: [], sku_numbers: liked });
    });
    renderWithRouter(<FavouriteButton sku="HOM-1" />);
    const button = await screen.findByRole('button', { name: 'Add to favorites' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    const pressed = await screen.findByRole('button', { name: 'In your favorites' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    expect(calls.find((c) => c.path.endsWith('/click_like'))?.body).toEqual({
      type: 'add',
      product_id: 'HOM-1',
    });
  });
});
