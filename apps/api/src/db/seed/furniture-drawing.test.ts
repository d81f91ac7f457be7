import { BrandCodes, HERO_SCENE_SIZE } from '@portal/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { Shapes } from './catalog-types';
import { LEAF_CATEGORIES, PARENT_CATEGORIES, parentShape } from './categories';
import { furnitureSvg, placeholderSvg, sceneSvg } from './furniture-drawing';
import { HERO_SCENES, heroSceneSvg } from './hero-scenes';
import { framedSvg } from './seed-images';
import { FINISHES } from './vocabulary';

const render = async (svg: string) => {
  const { data, info } = await sharp(Buffer.from(svg))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const alphaAt = (x: number, y: number) => data[(y * info.width + x) * 4 + 3]!;
  let opaque = 0;
  for (let i = 3; i < data.length; i += 4) if (data[i]! > 200) opaque += 1;
  return { info, alphaAt, coverage: opaque / (info.width * info.height), data };
};

describe('furniture drawings', () => {
  it('has a drawing for every category shape', () => {
    for (const c of LEAF_CATEGORIES) expect(Shapes).toContain(c.shape);
    for (const p of PARENT_CATEGORIES) expect(Shapes).toContain(parentShape(p));
  });

  it.each(Shapes)(
    'draws %s on a transparent 1000x750 canvas, filling a fair part of it',
    async (shape) => {
      const img = await render(furnitureSvg(shape, FINISHES[0]!.hex));
      expect(img.info.width).toBe(1000);
      expect(img.info.height).toBe(750);
      for (const [x, y] of [
        [0, 0],
        [999, 0],
        [0, 749],
        [999, 749],
      ] as const) {
        expect(img.alphaAt(x, y)).toBe(0);
      }
      expect(img.coverage).toBeGreaterThan(0.02);
      expect(img.coverage).toBeLessThan(0.7);
    },
  );

  it.each(Shapes)('frames %s centred and filling its picture', async (shape) => {
    const svg = await framedSvg(shape, FINISHES[2]!.hex);
    const { info } = await sharp(Buffer.from(svg)).trim().toBuffer({ resolveWithObject: true });
    const left = -(info.trimOffsetLeft ?? 0);
    const top = -(info.trimOffsetTop ?? 0);
    expect(Math.abs(left + info.width / 2 - 500)).toBeLessThan(30);
    expect(Math.abs(top + info.height / 2 - 375)).toBeLessThan(30);
    expect(Math.max(info.width / 1000, info.height / 750)).toBeGreaterThan(0.6);
    expect(left).toBeGreaterThan(0);
    expect(top).toBeGreaterThan(0);
  });

  it('fills the piece in the finish colour', async () => {
    const mean = async (hex: string) => {
      const { data } = await render(furnitureSvg('dresser', hex));
      let r = 0;
      let b = 0;
      let n = 0;
      for (let i = 0; i < data.length; i += 4) {
        if (data[i + 3]! < 250) continue;
        r += data[i]!;
        b += data[i + 2]!;
        n += 1;
      }
      return { r: r / n, b: b / n };
    };
    const walnut = await mean(FINISHES.find((f) => f.key === 'walnut')!.hex);
    const slate = await mean(FINISHES.find((f) => f.key === 'slate')!.hex);
    expect(walnut.r).toBeGreaterThan(walnut.b);
    expect(slate.b).toBeGreaterThan(slate.r);
  });

  it('draws opaque room scenes and the placeholder', async () => {
    const scene = await render(sceneSvg(['sofa', 'floor-lamp'], FINISHES[1]!.hex));
    expect(scene.coverage).toBeGreaterThan(0.99);
    const placeholder = await render(placeholderSvg());
    expect(placeholder.alphaAt(0, 0)).toBe(255);
  });

  it("composes each brand's hero room from the catalogue's drawings, every one its own", async () => {
    const pictures = new Set<string>();
    for (const brand of BrandCodes) {
      const svg = heroSceneSvg(brand);
      // Drawings only: no text (no fonts at seed time), no outside reference.
      expect(svg).not.toMatch(/<text|href=|url\((?!#)/);
      expect(HERO_SCENES[brand].pieces.length).toBeGreaterThanOrEqual(3);
      const scene = await render(svg);
      expect([scene.info.width, scene.info.height]).toEqual([
        HERO_SCENE_SIZE.width,
        HERO_SCENE_SIZE.height,
      ]);
      expect(scene.coverage, brand).toBeGreaterThan(0.99);
      pictures.add(scene.data.toString('base64'));
    }
    expect(pictures.size).toBe(BrandCodes.length);
  });

  it('cuts off a hanging piece’s floor shadow, which would float in a room', () => {
    expect(heroSceneSvg('CA')).toMatch(/<clipPath id="h0-hang">/);
    expect(heroSceneSvg('HOM')).not.toContain('-hang');
  });
});
