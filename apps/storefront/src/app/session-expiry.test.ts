import { Messages } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeForPath } from './route-lookup';
import {
  createSessionEndedHandler,
  RELOAD_LOOP_WINDOW_MS,
  showKeptSessionNotice,
} from './session-expiry';

let clock = 1_000_000;

function handler(at: { pathname: string; search: string }) {
  const deps = {
    location: () => at,
    routeFor: (pathname: string) => routeForPath('HOM', pathname),
    notify: vi.fn(),
    navigate: vi.fn(),
    loadRoles: vi.fn(async () => {}),
    reload: vi.fn(),
    now: () => clock,
  };
  return { run: createSessionEndedHandler(deps), deps };
}

afterEach(() => {
  window.sessionStorage.clear();
  clock += 60_000;
});

describe('after the session-expired flow (spec 8: 21015 reload page)', () => {
  it('on a public route: reloads the page where it is, without u, as a visitor', () => {
    const { run, deps } = handler({ pathname: '/productList', search: '?Room=3&u=42' });
    run();
    expect(deps.reload).toHaveBeenCalledExactlyOnceWith('/productList?Room=3');
    // The fresh page loads the visitor's roles (its guard); nothing is told, nothing navigates.
    expect(deps.loadRoles).not.toHaveBeenCalled();
    expect(deps.notify).not.toHaveBeenCalled();
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('on a login-only route: reloads on the login screen, which then says why, once', () => {
    const { run, deps } = handler({ pathname: '/cart', search: '?u=42&tab=1' });
    run();
    expect(deps.reload).toHaveBeenCalledExactlyOnceWith('/login?redirect=%2Fcart%3Ftab%3D1');
    expect(deps.notify).not.toHaveBeenCalled();

    // The page after the reload.
    const notify = vi.fn();
    showKeptSessionNotice(notify);
    expect(notify).toHaveBeenCalledExactlyOnceWith(Messages.verificationFailed);
    showKeptSessionNotice(notify);
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('already on its way to sign in (the guard saw the token cleared first): the login screen still says why', () => {
    const { run, deps } = handler({
      pathname: '/login',
      search: '?redirect=%2FaccountSettings%3Ftab%3Dcertificate',
    });
    run();
    expect(deps.reload).toHaveBeenCalledExactlyOnceWith(
      '/login?redirect=%2FaccountSettings%3Ftab%3Dcertificate',
    );
    const notify = vi.fn();
    showKeptSessionNotice(notify);
    expect(notify).toHaveBeenCalledExactlyOnceWith(Messages.verificationFailed);
  });

  it('a public route keeps no notice for the next page', () => {
    handler({ pathname: '/home', search: '' }).run();
    const notify = vi.fn();
    showKeptSessionNotice(notify);
    expect(notify).not.toHaveBeenCalled();
  });

  it('never loops: a second end right after the reload finishes in place', () => {
    handler({ pathname: '/cart', search: '' }).run();
    clock += RELOAD_LOOP_WINDOW_MS - 1;
    const { run, deps } = handler({ pathname: '/cart', search: '' });
    run();
    expect(deps.reload).not.toHaveBeenCalled();
    expect(deps.loadRoles).toHaveBeenCalledTimes(1);
    expect(deps.notify).toHaveBeenCalledWith(Messages.verificationFailed);
    expect(deps.navigate).toHaveBeenCalledWith('/login?redirect=%2Fcart');

    // Later, a new end reloads again.
    clock += RELOAD_LOOP_WINDOW_MS;
    const later = handler({ pathname: '/home', search: '' });
    later.run();
    expect(later.deps.reload).toHaveBeenCalledWith('/home');
  });

  it('a second end right after the reload, already on the login screen: says why there, no navigation', () => {
    handler({ pathname: '/login', search: '?redirect=%2Fcart' }).run();
    clock += RELOAD_LOOP_WINDOW_MS - 1;
    const { run, deps } = handler({ pathname: '/login', search: '?redirect=%2Fcart' });
    run();
    expect(deps.reload).not.toHaveBeenCalled();
    expect(deps.notify).toHaveBeenCalledExactlyOnceWith(Messages.verificationFailed);
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('storage refusing writes: still reloads', () => {
    const deps = {
      location: () => ({ pathname: '/home', search: '' }),
      routeFor: (pathname: string) => routeForPath('HOM', pathname),
      notify: vi.fn(),
      navigate: vi.fn(),
      loadRoles: vi.fn(async () => {}),
      reload: vi.fn(),
      storage: () =>
        ({
          getItem: () => null,
          setItem: () => {
            throw new Error('QuotaExceededError');
          },
          removeItem: () => {},
        }) as unknown as Storage,
    };
    createSessionEndedHandler(deps)();
    expect(deps.reload).toHaveBeenCalledWith('/home');
  });
});
