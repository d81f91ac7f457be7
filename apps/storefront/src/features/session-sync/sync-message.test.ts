import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { getCookie, getStored, setStored } from '../../lib/session';
import { applySyncMessage, currentSyncMessage, currentSyncState } from './sync-message';

const signedIn = () => {
  setStored('token', 'tok-1');
  setStored('X-Auth-Uid', 'abcd42');
  setStored('mode', 'mibd_designer');
  setStored('role', ['order', 'shopping_cart']);
  setStored('userFirstName', 'Sterling');
  setStored('userLastName', 'Price');
  setStored('username', 'Sterling Price');
  setStored('shoppingCartNum', 3);
};

beforeEach(() => {
  localStorage.clear();
  for (const name of ['X-Auth-Token', 'X-Auth-Uid', 'X-Auth-Mode'])
    Cookies.remove(name, { path: '/' });
});

describe('the cross-site message', () => {
  it('carries the spec fields read from the stored values', () => {
    signedIn();
    const message = currentSyncMessage('login', 'frame-1');
    expect(message).toMatchObject({
      domId: 'frame-1',
      token: 'tok-1',
      Uid: 'abcd42',
      mode: 'mibd_designer',
      shoppingCartNum: 3,
      username: 'Sterling Price',
    });
  });

  it('applied on another site: stored values, cookies, and stale roles for that brand', () => {
    signedIn();
    const message = currentSyncMessage('login', 'frame-1');
    localStorage.clear();
    applySyncMessage(message);
    expect(getStored('token')).toBe('tok-1');
    expect(getStored('userRandom')).toBe('abcd');
    expect(getCookie('X-Auth-Token')).toBe('tok-1');
    expect(getCookie('X-Auth-Mode')).toBe('mibd_designer');
    expect(getStored('role')).toEqual(['order', 'shopping_cart']);
    expect(getStored('getRoleTime')).toBeNull();
  });

  it('without a token it signs this site out and makes the role visitor', () => {
    signedIn();
    applySyncMessage({ ...currentSyncMessage('logout', 'f'), token: null });
    expect(getStored('token')).toBeNull();
    expect(getStored('username')).toBeNull();
    expect(getCookie('X-Auth-Token')).toBeNull();
    expect(getStored('mode')).toBe('mibd_visitor');
  });

  it('keeps this site guest id when it has one', () => {
    setStored('guestId', 'mine');
    applySyncMessage({ ...currentSyncMessage('login', 'f'), token: 't', cookie_id: 'theirs' });
    expect(getStored('guestId')).toBe('mine');
  });

  it('fingerprints tell a mode change from a sign-in, and count the cart apart', () => {
    signedIn();
    const first = currentSyncState();
    setStored('mode', 'mibd_safe');
    const afterMode = currentSyncState();
    expect(afterMode.session).not.toBe(first.session);
    expect(afterMode.token).toBe(first.token);
    setStored('shoppingCartNum', 4);
    expect(currentSyncState()).toMatchObject({ session: afterMode.session, cart: 4 });
    expect(JSON.stringify(currentSyncState())).not.toContain('tok-1');
  });
});
