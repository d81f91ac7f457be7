import { describe, expect, it } from 'vitest';
import { safeLocalPath } from './local-path';

const HERE = 'http://hom.localhost:8080';

/** Targets that lead, or could lead once normalised or decoded, to another origin. */
const HOSTILE = [
  '/.//evil.example/page/x',
  '/././/evil.example/',
  '//evil.example',
  '//evil.example/page/x',
  '///evil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/%252F%252Fevil.example',
  '/%5Cevil.example',
  '/%5C%5Cevil.example/page/x',
  '/page/..//evil.example/page/x',
  '/page/%2e%2e//evil.example',
  '/page/..%2F%2Fevil.example',
  '/x/../..//evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/%09/evil.example',
  '/%0d%0a/evil.example',
  ' //evil.example',
  'https://evil.example',
  'http:/evil.example',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'evil.example',
  '',
  '/%E0%A4%A',
  `/${'a'.repeat(3000)}`,
];

describe('safeLocalPath', () => {
  it('attack: a hostile redirect target never comes back as a path that leaves this origin', () => {
    for (const target of HOSTILE) {
      expect(safeLocalPath(target, HERE), JSON.stringify(target)).toBeNull();
    }
  });

  it('keeps plain paths of this site with their query and fragment', () => {
    expect(safeLocalPath('/cart', HERE)).toBe('/cart');
    expect(safeLocalPath('/page/home?Room=bed_room#top', HERE)).toBe(
      '/page/home?Room=bed_room#top',
    );
    expect(safeLocalPath('/productList/search?keyWord=a%2Fb', HERE)).toBe(
      '/productList/search?keyWord=a%2Fb',
    );
    // Query data may hold an address: it is not where the browser goes.
    expect(safeLocalPath('/share?u=https://evil.example//x', HERE)).toBe(
      '/share?u=https://evil.example//x',
    );
  });

  it('normalises dot segments that stay on this site', () => {
    expect(safeLocalPath('/a/./b/../cart', HERE)).toBe('/a/cart');
  });

  it("uses this page's origin by default", () => {
    expect(safeLocalPath('/cart')).toBe('/cart');
    expect(safeLocalPath('/.//evil.example')).toBeNull();
  });
});
