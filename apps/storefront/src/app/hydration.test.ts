import { afterEach, describe, expect, it } from 'vitest';
import { setStored } from '../lib/session';
import { hydrationTarget } from './hydration';

const root = (attrs: Record<string, string>, html = '') => {
  const el = document.createElement('div');
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  el.innerHTML = html;
  return el;
};

afterEach(() => localStorage.clear());

describe('hydrationTarget', () => {
  it("is the prerendered address for a visitor's page", () => {
    expect(hydrationTarget(root({ 'data-prerendered': '/productList?Room=a' }, '<p>x</p>'))).toBe(
      '/productList?Room=a',
    );
  });

  it('is null for the plain page, an empty root, or a signed-in browser', () => {
    expect(hydrationTarget(root({}, '<p>x</p>'))).toBeNull();
    expect(hydrationTarget(root({ 'data-prerendered': '/productList' }))).toBeNull();
    setStored('token', 'abc');
    expect(hydrationTarget(root({ 'data-prerendered': '/productList' }, '<p>x</p>'))).toBeNull();
  });
});
