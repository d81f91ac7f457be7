import { ErrorCode } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { envelope, fakeApi } from '../../test/fake-api';
import { resetSiblingSites, siblingOrigins, siblingSites } from './sibling-origins';

const HERE = 'https://shop.example.com';
const served = (sites: { brand: string; origin: string }[]) =>
  fakeApi(() => envelope(ErrorCode.OK, '', { sites }), HERE);

// The list is kept once per page (module state): another file in this worker may have filled it.
beforeEach(() => {
  resetSiblingSites();
});
afterEach(() => {
  resetSiblingSites();
});

// Unit tests run as the HOM build.
describe('sibling origins come from the server, never from this host', () => {
  it("attack: with brand hosts that are not <slug>.<parent>, the session goes only to the served origins, never to guessed '*.localhost' frames", async () => {
    const calls = served([
      { brand: 'CA', origin: 'https://caracole.example.net' },
      { brand: 'ROWE', origin: 'https://rowe-trade.example.org' },
    ]);
    const origins = await siblingOrigins(HERE);
    expect(origins).toEqual(['https://caracole.example.net', 'https://rowe-trade.example.org']);
    expect(origins.some((o) => o.includes('localhost'))).toBe(false);
    expect(calls.map((c) => c.url.pathname)).toEqual(['/mibd/common/session_sites']);
    // Once per page.
    await siblingSites(HERE);
    expect(calls).toHaveLength(1);
  });

  it('attack: when the list cannot be had, nothing is synced (no fallback to guesses)', async () => {
    fakeApi(() => new Response('down', { status: 502 }), HERE);
    expect(await siblingOrigins(HERE)).toEqual([]);
    fakeApi(() => envelope(ErrorCode.SERVER_ERROR, 'fault', null), HERE);
    expect(await siblingOrigins(HERE)).toEqual([]);
  });

  it('keeps only exact http(s) origins of other sharing brands', async () => {
    served([
      { brand: 'CA', origin: 'https://caracole.example.net' },
      { brand: 'HOM', origin: 'https://other-hom.example.com' },
      { brand: 'FFD', origin: 'https://deals.example.com' },
      { brand: 'JC', origin: 'https://jc.example.com/path' },
      { brand: 'ART', origin: 'javascript:alert(1)' },
      { brand: 'ROWE', origin: HERE },
      { brand: 'CA_DEALER', origin: 'http://dealers.example.org:8080' },
    ]);
    expect(await siblingOrigins(HERE)).toEqual([
      'https://caracole.example.net',
      'http://dealers.example.org:8080',
    ]);
  });
});
