import { Messages } from '@portal/contract';
import { describe, expect, it, vi } from 'vitest';
import { routeForPath } from './route-lookup';
import { createSessionEndedHandler } from './session-expiry';

function handler(at: { pathname: string; search: string }) {
  const deps = {
    location: () => at,
    routeFor: (pathname: string) => routeForPath('HOM', pathname),
    notify: vi.fn(),
    navigate: vi.fn(),
    loadRoles: vi.fn(async () => {}),
  };
  return { run: createSessionEndedHandler(deps), deps };
}

describe('after the session-expired flow', () => {
  it('on a login-only route: reloads the visitor roles, tells the user and goes to login', () => {
    const { run, deps } = handler({ pathname: '/cart', search: '?u=42&tab=1' });
    run();
    expect(deps.loadRoles).toHaveBeenCalledTimes(1);
    expect(deps.notify).toHaveBeenCalledWith(Messages.verificationFailed);
    expect(deps.navigate).toHaveBeenCalledWith('/login?redirect=%2Fcart%3Ftab%3D1');
  });

  it('on a public route: reloads the visitor roles only', () => {
    const { run, deps } = handler({ pathname: '/productList', search: '' });
    run();
    expect(deps.loadRoles).toHaveBeenCalledTimes(1);
    expect(deps.notify).not.toHaveBeenCalled();
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('a failing role reload is not an error', async () => {
    const { run, deps } = handler({ pathname: '/home', search: '' });
    deps.loadRoles.mockRejectedValueOnce(new Error('offline'));
    expect(() => run()).not.toThrow();
  });
});
