import { ErrorCode, Messages } from '@portal/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { go, world } from '../test/guard-world';
import { withU } from './route-guard';

describe('route guard: with a token', () => {
  it.each(['/login', '/auth/login'])('%s goes to /', async (path) => {
    const { deps } = world({ signedIn: true });
    await expect(go(deps, path)).resolves.toBe('/');
  });

  it('/jcLogin goes to / on JC', async () => {
    const { deps } = world({ signedIn: true, brand: 'JC' });
    await expect(go(deps, '/jcLogin')).resolves.toBe('/');
  });

  it('loads user info when the name is unknown, then lets the navigation through', async () => {
    const { deps } = world({ signedIn: true, name: null });
    await expect(go(deps, '/cart?u=42')).resolves.toBeNull();
    expect(deps.loadUserInfo).toHaveBeenCalledTimes(1);
  });

  it('does not load user info when the name is known', async () => {
    const { deps } = world({ signedIn: true });
    await go(deps, '/cart?u=42');
    expect(deps.loadUserInfo).not.toHaveBeenCalled();
  });

  it("a failed user info resets the token, says 'Failed to get user info' and goes to login", async () => {
    const { deps } = world({
      signedIn: true,
      name: null,
      loadUserInfo: vi.fn(async () => {
        throw new ApiError(0, Messages.requestFailed, 'network');
      }),
    });
    await expect(go(deps, '/home?Room=bed_room')).resolves.toBe(
      '/login?redirect=%2Fhome%3FRoom%3Dbed_room',
    );
    expect(deps.resetToken).toHaveBeenCalledTimes(1);
    expect(deps.notify).toHaveBeenCalledWith(Messages.failedUserInfo);
  });

  it("22003 shows 'user has no role assigned'", async () => {
    const { deps } = world({
      signedIn: true,
      name: null,
      loadUserInfo: vi.fn(async () => {
        throw new ApiError(ErrorCode.NO_ROLE, Messages.noRole);
      }),
    });
    await go(deps, '/cart');
    expect(deps.notify).toHaveBeenCalledWith(Messages.noRole);
  });

  it('an expired session during user info ends as a visitor (the client already told the user)', async () => {
    const w = world({ signedIn: true, name: null });
    w.deps.loadUserInfo = vi.fn(async () => {
      w.endSession();
      throw new ApiError(ErrorCode.SESSION_EXPIRED, Messages.verificationFailed);
    });
    await expect(go(w.deps, '/cart')).resolves.toBe('/login?redirect=%2Fcart');
    await expect(go(w.deps, '/home')).resolves.toBeNull();
    expect(w.deps.resetToken).not.toHaveBeenCalled();
    expect(w.deps.notify).not.toHaveBeenCalled();
  });

  it('adds u to logged-in navigation', async () => {
    const { deps } = world({ signedIn: true });
    await expect(go(deps, '/cart')).resolves.toBe('/cart?u=42');
    await expect(go(deps, '/productList?Room=bed_room')).resolves.toBe(
      '/productList?Room=bed_room&u=42',
    );
    await expect(go(deps, '/cart?u=42')).resolves.toBeNull();
  });
});

describe('withU', () => {
  it('keeps an existing u and needs a value', () => {
    expect(withU({ pathname: '/cart', search: '?u=7' }, '42')).toBeNull();
    expect(withU({ pathname: '/cart', search: '' }, null)).toBeNull();
    expect(withU({ pathname: '/home', search: '?a=1' }, '42')).toBe('/home?a=1&u=42');
  });
});
