import { describe, expect, it } from 'vitest';
import { handoffUrl, readHandoff } from './handoff';
import { currentSyncMessage } from './sync-message';

const allowed = new Set(['http://ca.localhost:8080']);
const message = { ...currentSyncMessage('login', 'h'), token: 'tok' };
const hashOf = (next: string) =>
  new URL(handoffUrl(new URL(`http://hom.localhost:8080${next}`), message)).hash;

describe('readHandoff', () => {
  it('accepts a hand-off reached from a sibling origin', () => {
    const handoff = readHandoff(hashOf('/home?u=1'), 'http://ca.localhost:8080/caracole', allowed);
    expect(handoff?.message.token).toBe('tok');
    expect(handoff?.next).toBe('/home?u=1');
  });

  it('refuses one from a foreign page or with no referrer', () => {
    expect(readHandoff(hashOf('/home'), 'http://evil.localhost:8080/', allowed)).toBeNull();
    expect(readHandoff(hashOf('/home'), '', allowed)).toBeNull();
  });

  it('never continues to another origin', () => {
    const hash = hashOf('/home').replace(/next=[^&]*/, 'next=%2F%2Fevil.localhost%2F');
    expect(readHandoff(hash, 'http://ca.localhost:8080/', allowed)?.next).toBe('/');
    for (const next of ['/\\evil.localhost/', '/\t/evil.localhost/', 'https://evil.localhost/']) {
      const sneaky = hashOf('/home').replace(/next=[^&]*/, `next=${encodeURIComponent(next)}`);
      expect(readHandoff(sneaky, 'http://ca.localhost:8080/', allowed)?.next, next).toBe('/');
    }
  });

  it('refuses a message that does not match the contract', () => {
    expect(readHandoff('#handoff=e30&next=%2F', 'http://ca.localhost:8080/', allowed)).toBeNull();
  });
});
