import { describe, expect, it } from 'vitest';
import { clipRect, fitStanding, rectFromDrag } from './geometry';

const image = { width: 800, height: 600 };
const rect = (left: number, top: number, width: number, height: number) => ({
  left,
  top,
  width,
  height,
});

describe('rectFromDrag', () => {
  it('normalises a drag in any direction', () => {
    expect(rectFromDrag({ x: 300, y: 200 }, { x: 100, y: 50 }, image, 2)).toEqual(
      rect(100, 50, 200, 150),
    );
  });

  it('refuses drags under the minimum either way (spec 5: 2 px both ways)', () => {
    expect(rectFromDrag({ x: 10, y: 10 }, { x: 11, y: 300 }, image, 2)).toBeNull();
    expect(rectFromDrag({ x: 10, y: 10 }, { x: 300, y: 11 }, image, 2)).toBeNull();
    expect(rectFromDrag({ x: 10, y: 10 }, { x: 12, y: 12 }, image, 2)).toEqual(rect(10, 10, 2, 2));
  });

  it('clips a drag that leaves the image', () => {
    expect(rectFromDrag({ x: -50, y: 500 }, { x: 100, y: 900 }, image, 2)).toEqual(
      rect(0, 500, 100, 100),
    );
    // Wholly outside: nothing is left.
    expect(rectFromDrag({ x: 900, y: 10 }, { x: 1000, y: 100 }, image, 2)).toBeNull();
  });
});

describe('clipRect', () => {
  it('rounds to whole pixels inside the image', () => {
    expect(clipRect({ left: -10.4, top: 590.2, width: 50, height: 40 }, image)).toEqual(
      rect(0, 590, 40, 10),
    );
    expect(clipRect({ left: 810, top: 0, width: 50, height: 40 }, image)).toBeNull();
  });
});

describe('fitStanding', () => {
  it('fills the width of a tall area and stands on its bottom edge', () => {
    const fit = fitStanding({ left: 100, top: 100, width: 400, height: 400 }, 2);
    expect(fit).toEqual({ left: 100, top: 300, width: 400, height: 200 });
  });

  it('fills the height of a wide area, centred across, aspect kept', () => {
    const fit = fitStanding({ left: 0, top: 50, width: 600, height: 100 }, 2);
    expect(fit).toEqual({ left: 200, top: 50, width: 200, height: 100 });
    expect(fit.top + fit.height).toBe(150);
  });
});
