import { SESSION_SYNC_TYPE } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { handoffUrl, readHandoff, redeemedMessage } from './handoff';
import { currentSyncMessage } from './sync-message';

const HOM = 'http://hom.localhost:8080';
const allowed = new Set(['http://ca.localhost:8080']);
const CODE = 'Abc_-0123456789abcdefghijklmnopqrstuvwxyzAB';
const hashOf = (next: string, code = CODE) =>
  new URL(handoffUrl(new URL(`${HOM}${next}`), code)).hash;
const withNext = (next: string) =>
  hashOf('/home').replace(/next=[^&]*/, `next=${encodeURIComponent(next)}`);

describe('the hand-off address', () => {
  it('attack: carries only a one-time code to the sibling /iframeMsg, never the token or the session', () => {
    const url = new URL(handoffUrl(new URL(`${HOM}/caracole?x=1`), CODE));
    expect(url.origin).toBe(HOM);
    expect(url.pathname).toBe('/iframeMsg');
    expect(url.search).toBe('');
    const params = new URLSearchParams(url.hash.slice(1));
    expect([...params.keys()]).toEqual(['handoff', 'next']);
    expect(params.get('handoff')).toBe(CODE);
    expect(params.get('next')).toBe('/caracole?x=1');
  });
});

describe('readHandoff', () => {
  it('takes a code reached from a sibling origin', () => {
    const handoff = readHandoff(
      hashOf('/home?u=1'),
      'http://ca.localhost:8080/caracole',
      allowed,
      HOM,
    );
    expect(handoff).toEqual({ code: CODE, next: '/home?u=1', back: null });
  });

  it('refuses one from a foreign page or with no referrer', () => {
    expect(readHandoff(hashOf('/home'), 'http://evil.localhost:8080/', allowed, HOM)).toBeNull();
    expect(readHandoff(hashOf('/home'), '', allowed, HOM)).toBeNull();
  });

  it('attack: a session carried in the fragment itself (the old hand-off) is not adopted', () => {
    const message = { ...currentSyncMessage('login', 'handoff'), token: 'attacker-token' };
    const old = Buffer.from(JSON.stringify(message)).toString('base64url');
    expect(
      readHandoff(`#handoff=${old}&next=%2Fhome`, 'http://ca.localhost:8080/', allowed, HOM),
    ).toBeNull();
    expect(
      readHandoff('#handoff=short&next=%2F', 'http://ca.localhost:8080/', allowed, HOM),
    ).toBeNull();
  });

  it('attack: never continues to another origin, however the next path is disguised', () => {
    for (const next of [
      '//evil.localhost/',
      '/.//evil.localhost/page/x',
      '/page/..//evil.localhost',
      '/%2F%2Fevil.localhost',
      '/\\evil.localhost/',
      '/\t/evil.localhost/',
      'https://evil.localhost/',
      'javascript:alert(1)',
    ]) {
      expect(
        readHandoff(withNext(next), 'http://ca.localhost:8080/', allowed, HOM)?.next,
        next,
      ).toBe('/');
    }
  });
});

describe('a redeemed session', () => {
  it('becomes the cross-site message the receiver applies', () => {
    const { type: _t, reason: _r, domId: _d, ...fields } = currentSyncMessage('login', 'x');
    const message = redeemedMessage({ ...fields, token: 'tok', mode: 'mibd_safe' });
    expect(message).toMatchObject({ type: SESSION_SYNC_TYPE, reason: 'login', token: 'tok' });
  });
});
