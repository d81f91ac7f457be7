import { describe, expect, it } from 'vitest';
import { checkShareLink, signShareLink } from './share-link';

const KEY = Buffer.alloc(32, 7).toString('base64url');
const OTHER_KEY = Buffer.alloc(32, 8).toString('base64url');
const now = new Date('2026-11-24T08:00:00Z');
const later = new Date('2026-11-25T08:00:00Z');

describe('signed share links', () => {
  it('names its share until it expires', () => {
    const token = signShareLink(KEY, 42, later);
    expect(checkShareLink(KEY, token, now)).toEqual({ ok: true, shareId: 42 });
    expect(checkShareLink(KEY, token, later)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses another key, an edited part and junk as invalid', () => {
    const token = signShareLink(KEY, 42, later);
    const [v, id, exp, mac] = token.split('.') as [string, string, string, string];
    for (const bad of [
      `${v}.43.${exp}.${mac}`,
      `${v}.${id}.${Number(exp) + 1}.${mac}`,
      `v2.${id}.${exp}.${mac}`,
      `${v}.${id}.${exp}.${mac}x`,
      `${v}.${id}.${exp}`,
      '',
    ]) {
      expect(checkShareLink(KEY, bad, now), bad).toEqual({ ok: false, reason: 'invalid' });
    }
    expect(checkShareLink(OTHER_KEY, token, now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('checks the signature before the date: an edited expired link is invalid', () => {
    const old = signShareLink(KEY, 1, new Date('2026-01-01T00:00:00Z'));
    expect(checkShareLink(KEY, old, now).ok).toBe(false);
    expect(checkShareLink(KEY, `${old.slice(0, -1)}A`, now)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });
});
