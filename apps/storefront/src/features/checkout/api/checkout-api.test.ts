import { CheckoutMessages as M, sandboxTokenize } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { envelope, fakeApi } from '../../../test/fake-api';
import { tokenizePayment } from './checkout-api';

describe('tokenizePayment: the sandbox payment component tokenizes through the provider', () => {
  it('posts the numbers to the tokenization step and answers its opaque token', async () => {
    const calls = fakeApi(() => envelope(200, '', { token: 'tok_sb_0123', last4: '4242' }));
    const card = {
      method: 'card' as const,
      number: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
    };
    expect(await tokenizePayment(card)).toEqual({ token: 'tok_sb_0123' });
    expect(calls[0]!.url.pathname).toBe(sandboxTokenize.path);
    // Only the numbers go: nothing the client could claim about the card (its funding).
    expect(calls[0]!.body).toEqual(card);
  });

  it("answers the step's refusal as the text the payment fields show", async () => {
    fakeApi(() => envelope(40000, M.achRoutingInvalid, null));
    const bank = {
      method: 'ach' as const,
      account_number: '000123456789',
      routing_number: '123456789',
    };
    expect(await tokenizePayment(bank)).toEqual({ error: M.achRoutingInvalid });
  });
});
