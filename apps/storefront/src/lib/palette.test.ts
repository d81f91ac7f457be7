import { describe, expect, it } from 'vitest';
import { paletteFrom } from './palette';

describe('paletteFrom', () => {
  it('makes ten shades, light to dark, with the base at shade 6', () => {
    const shades = paletteFrom('#3a5f82');
    expect(shades).toHaveLength(10);
    expect(shades[6]).toBe('#3a5f82');
    const lightness = shades.map((hex) => Number.parseInt(hex.slice(1, 3), 16));
    expect([...lightness].sort((a, b) => b - a)).toEqual(lightness);
  });

  it('refuses what is not #rrggbb', () => {
    expect(() => paletteFrom('blue')).toThrow(/rrggbb/);
  });
});
