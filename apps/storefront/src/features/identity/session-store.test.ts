import { AuthCookies, type SessionUser, Timing } from '@portal/contract';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { getStored, navigationU, setStored } from '../../lib/session';
import { brandHome } from './brand-home';
import { rolesStale, storeMode, storeSignIn, storeUserInfo } from './session-store';

const user: SessionUser = {
  token: 'tok-abc',
  user_id: 42,
  user_first_name: 'Dana',
  user_last_name: 'Whitfield',
  user_email: 'designer@demo.test',
  head_img: '/mibd/file/read_file/avatar/a.png',
  account_type: 'designer',
  mode: 'mibd_safe',
  Role: ['mode', 'favorites'],
};

describe('sign-in storage (spec 4)', () => {
  it('stores token, names, email, avatar, mode and roles; clears client-agent data', () => {
    setStored('clientAgentId', 'ag');
    setStored('clientAgentCode', 'code');
    setStored('customer_id', '9');
    storeSignIn(user, 1000);
    expect(getStored('token')).toBe('tok-abc');
    expect(Cookies.get(AuthCookies.token)).toBe('tok-abc');
    expect(getStored('userFirstName')).toBe('Dana');
    expect(getStored('userLastName')).toBe('Whitfield');
    expect(getStored('username')).toBe('Dana Whitfield');
    expect(getStored('userEmail')).toBe('designer@demo.test');
    expect(getStored('userHead_img')).toBe(user.head_img);
    expect(getStored('accountType')).toBe('designer');
    expect(getStored('mode')).toBe('mibd_safe');
    expect(Cookies.get(AuthCookies.mode)).toBe('mibd_safe');
    expect(getStored('role')).toEqual(['mode', 'favorites']);
    expect(getStored('getRoleTime')).toBe(1000);
    expect(getStored('clientAgentId')).toBeNull();
    expect(getStored('clientAgentCode')).toBeNull();
    expect(getStored('customer_id')).toBeNull();
  });

  it('X-Auth-Uid is four random characters and the user id: u is the id', () => {
    storeSignIn(user);
    const uid = getStored('X-Auth-Uid') ?? '';
    expect(uid).toMatch(/^[a-z0-9]{4}42$/);
    expect(Cookies.get(AuthCookies.uid)).toBe(uid);
    expect(navigationU()).toBe('42');
  });

  it('FFD shoppers keep their ol_user_name', () => {
    storeSignIn({ ...user, ol_user_name: 'Fran D.' });
    expect(getStored('username')).toBe('Fran D.');
  });

  it('user info fills the names', () => {
    storeUserInfo({
      name: 'Sam Ortiz',
      user_id: 2,
      user_first_name: 'Sam',
      user_last_name: 'Ortiz',
      user_email: 's@x.test',
      phone: null,
      head_img: '',
      account_type: 'sub_account',
      mode: 'mibd_safe',
      customer_id: null,
    });
    expect(getStored('username')).toBe('Sam Ortiz');
    expect(getStored('userHead_img')).toBeNull();
  });
});

describe('role freshness', () => {
  it('stale without roles, without a time, or after an hour', () => {
    expect(rolesStale(5000)).toBe(true);
    setStored('role', ['mode']);
    expect(rolesStale(5000)).toBe(true);
    setStored('getRoleTime', 5000);
    expect(rolesStale(5000 + Timing.roleRefreshMs)).toBe(false);
    expect(rolesStale(5001 + Timing.roleRefreshMs)).toBe(true);
    setStored('role', []);
    expect(rolesStale(5000)).toBe(true);
  });
});

describe('mode change storage', () => {
  it('communicate mode presets its customer; other modes clear it', () => {
    storeMode({ mode: 'mibd_communicate', Role: ['mode'], customer_id: 7 }, 'Claire Bennett');
    expect(getStored('customer_id')).toBe('7');
    expect(getStored('customer')).toBe('Claire Bennett');
    storeMode({ mode: 'mibd_designer', Role: ['order'], customer_id: null }, null);
    expect(getStored('customer_id')).toBeNull();
    expect(getStored('customer')).toBeNull();
    expect(getStored('mode')).toBe('mibd_designer');
    expect(getStored('role')).toEqual(['order']);
  });
});

describe('logout target (spec 4)', () => {
  it.each([
    ['CA', '/caracole'],
    ['CA_DEALER', '/home'],
    ['ROWE', '/rowe'],
    ['JC', '/jonathanCharles'],
    ['ART', '/art'],
    ['HOM', '/home'],
    ['FFD', '/home'],
  ] as const)('%s goes to %s', (brand, home) => {
    expect(brandHome(brand)).toBe(home);
  });
});
