import { ErrorCode, Messages, routeByName } from '@portal/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { go, NOW, world } from '../test/guard-world';

describe('route guard: pass-through and the allow list', () => {
  it.each(['/iframeMsg', '/404'])('%s passes untouched, without any call', async (path) => {
    const { deps } = world({ rolesStale: () => true });
    await expect(go(deps, path)).resolves.toBeNull();
    expect(deps.loadRoles).not.toHaveBeenCalled();
  });

  it('paths without a route are left to the router (it shows /404)', async () => {
    const { deps } = world();
    await expect(go(deps, '/no/such/page')).resolves.toBeNull();
  });

  it("ART's screens make the empty ART product search; other routes do not", async () => {
    const art = world({ brand: 'ART' });
    await go(art.deps, '/shop?keyWord=chair');
    await go(art.deps, '/art');
    expect(art.deps.artSearch).toHaveBeenCalledTimes(2);
    const hom = world();
    await go(hom.deps, '/home');
    expect(hom.deps.artSearch).not.toHaveBeenCalled();
  });
});

describe('route guard: roles', () => {
  it('loads roles when none are stored or they are older than an hour', async () => {
    const rolesStale = vi.fn(() => true);
    const { deps } = world({ rolesStale });
    await go(deps, '/home');
    expect(rolesStale).toHaveBeenCalledWith(NOW);
    expect(deps.loadRoles).toHaveBeenCalledTimes(1);
  });

  it('keeps fresh roles', async () => {
    const { deps } = world();
    await go(deps, '/home');
    expect(deps.loadRoles).not.toHaveBeenCalled();
  });

  it('FFD skips role loading', async () => {
    const { deps } = world({ brand: 'FFD', rolesStale: () => true });
    await go(deps, '/home');
    expect(deps.loadRoles).not.toHaveBeenCalled();
  });

  it('a failed role load keeps the navigation going', async () => {
    const { deps } = world({
      rolesStale: () => true,
      loadRoles: vi.fn(async () => {
        throw new ApiError(0, Messages.requestFailed, 'network');
      }),
    });
    await expect(go(deps, '/home')).resolves.toBeNull();
  });

  it("a visitor's navigation does not wait for the role list; a signed-in one does", async () => {
    const never = () => vi.fn(() => new Promise<void>(() => {}));
    const visitor = world({ rolesStale: () => true, loadRoles: never() });
    await expect(go(visitor.deps, '/home')).resolves.toBeNull();
    expect(visitor.deps.loadRoles).toHaveBeenCalledTimes(1);

    const signedIn = world({ signedIn: true, rolesStale: () => true, loadRoles: never() });
    const outcome = await Promise.race([
      go(signedIn.deps, '/home').then(() => 'went'),
      new Promise((resolve) => setTimeout(() => resolve('waiting'), 50)),
    ]);
    expect(outcome).toBe('waiting');
  });

  it('22003 on the role load of a signed-in account is the user-info failure', async () => {
    const { deps } = world({
      signedIn: true,
      rolesStale: () => true,
      loadRoles: vi.fn(async () => {
        throw new ApiError(ErrorCode.NO_ROLE, Messages.noRole);
      }),
    });
    await expect(go(deps, '/cart')).resolves.toBe('/login?redirect=%2Fcart');
    expect(deps.resetToken).toHaveBeenCalled();
    expect(deps.notify).toHaveBeenCalledWith(Messages.noRole);
  });
});

describe('route guard: without a token', () => {
  it('public routes pass', async () => {
    const { deps } = world();
    for (const path of ['/home', '/login', '/register', '/productList', '/setPassword?token=x']) {
      await expect(go(deps, path), path).resolves.toBeNull();
    }
  });

  it.each([
    ['/cart', '/login?redirect=%2Fcart'],
    ['/personalCenter?type=orders', '/login?redirect=%2FpersonalCenter%3Ftype%3Dorders'],
    ['/my-favorites', '/login?redirect=%2Fmy-favorites'],
    ['/noPermission', '/login?redirect=%2FnoPermission'],
    [
      '/accountSettings?tab=certificate&u=42',
      '/login?redirect=%2FaccountSettings%3Ftab%3Dcertificate',
    ],
  ])('login-only %s goes to %s', async (path, expected) => {
    const { deps } = world();
    await expect(go(deps, path)).resolves.toBe(expected);
  });

  it('every route marked auth in the contract is login-only', async () => {
    const { deps } = world();
    for (const name of ['personalCenter', 'cart', 'myFavorites', 'customerFavourite', 'checkout']) {
      const path = routeByName(name)!.paths[0]!;
      await expect(go(deps, path), name).resolves.toMatch(/^\/login\?redirect=/);
    }
  });

  it('FFD keeps the path and goes to /login', async () => {
    const { deps } = world({ brand: 'FFD' });
    await expect(go(deps, '/ffdOrder?page=2')).resolves.toBe('/login');
    expect(deps.keepPath).toHaveBeenCalledWith('/ffdOrder?page=2');
  });
});
