import { describe, expect, it } from 'vitest';
import { siblingOrigins } from './sibling-origins';

// Unit tests run as the HOM build.
describe('siblingOrigins', () => {
  it('keeps scheme and port and leaves out this site and Flash Deals', () => {
    const origins = siblingOrigins({ protocol: 'http:', hostname: 'hom.localhost', port: '8301' });
    expect(origins).toEqual([
      'http://ca.localhost:8301',
      'http://ca-dealer.localhost:8301',
      'http://rowe.localhost:8301',
      'http://jc.localhost:8301',
      'http://art.localhost:8301',
    ]);
  });

  it('follows the host pattern <slug>.<parent> of a real domain', () => {
    const origins = siblingOrigins({ protocol: 'https:', hostname: 'hom.example.com', port: '' });
    expect(origins).toContain('https://ca.example.com');
    expect(origins).toContain('https://ca-dealer.example.com');
    expect(origins).not.toContain('https://ffd.example.com');
    expect(origins).not.toContain('https://hom.example.com');
  });

  it('falls back to the default hosts on another host name', () => {
    const origins = siblingOrigins({ protocol: 'http:', hostname: 'localhost', port: '5173' });
    expect(origins[0]).toBe('http://ca.localhost:5173');
  });
});
