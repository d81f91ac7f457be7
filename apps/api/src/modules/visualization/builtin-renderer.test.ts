import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BuiltinRenderer, shadowMargin } from './builtin-renderer';
import { decodeRgb } from './raw-image';

const W = 1280;
const H = 720;
let dir: string;
let photo: Buffer;
let cutout: string;

/** A plain room: a warm wall with a gradient, a darker floor, a grey box where a sofa stands. */
const roomSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
<defs><linearGradient id="w" x1="0" x2="1"><stop offset="0" stop-color="#d8cbb4"/><stop offset="1" stop-color="#b9ab95"/></linearGradient></defs>
<rect width="${W}" height="480" fill="url(#w)"/><rect y="480" width="${W}" height="240" fill="#8a7560"/>
<rect x="520" y="320" width="360" height="240" fill="#555"/></svg>`;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'renderer-'));
  photo = await sharp(Buffer.from(roomSvg)).jpeg({ quality: 92 }).toBuffer();
  // A red product twice as wide as tall, in the middle of a transparent canvas.
  cutout = path.join(dir, 'sofa.png');
  await sharp({
    create: { width: 500, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="150"><rect width="300" height="150" fill="#e01010"/></svg>',
        ),
        left: 100,
        top: 120,
      },
    ])
    .png()
    .toFile(cutout);
});

afterAll(() => fs.rm(dir, { recursive: true, force: true }));

const area = { left: 480, top: 300, width: 450, height: 300 };

const render = async (shade = true) => {
  const renderer = new BuiltinRenderer();
  const [variant] = await renderer.render({
    photo,
    shade,
    variants: [[{ area, cutoutFile: cutout, sku_number: 'X', prompt: 'sofa' }]],
  });
  return decodeRgb(variant!.image);
};

describe('built-in renderer', () => {
  it('keeps every pixel outside the area and its shadow margin as it was', async () => {
    const before = await decodeRgb(photo);
    const after = await render();
    const margin = shadowMargin(area.height);
    let sum = 0;
    let n = 0;
    let worst = 0;
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        const inArea =
          x >= area.left &&
          x < area.left + area.width &&
          y >= area.top &&
          y < area.top + area.height + margin;
        // JPEG blocks straddling the area's edge change a little: leave an 8 px seam.
        const nearEdge =
          x >= area.left - 8 &&
          x < area.left + area.width + 8 &&
          y >= area.top - 8 &&
          y < area.top + area.height + margin + 8;
        if (inArea || nearEdge) continue;
        for (let c = 0; c < 3; c++) {
          const i = (y * W + x) * 3 + c;
          const d = Math.abs(before.data[i]! - after.data[i]!);
          sum += d;
          n++;
          if (d > worst) worst = d;
        }
      }
    }
    expect(sum / n).toBeLessThan(1.5);
    expect(worst).toBeLessThan(20);
  });

  it('places the product inside the area, standing on its bottom edge, aspect kept', async () => {
    const after = await render();
    let minX = W;
    let maxX = -1;
    let minY = H;
    let maxY = -1;
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        const i = (y * W + x) * 3;
        const [r, g, b] = [after.data[i]!, after.data[i + 1]!, after.data[i + 2]!];
        if (r > g + 70 && r > b + 70) {
          minX = Math.min(minX, x);
          maxX = Math.max(maxX, x);
          minY = Math.min(minY, y);
          maxY = Math.max(maxY, y);
        }
      }
    }
    expect(maxX).toBeGreaterThan(0);
    expect(minX).toBeGreaterThanOrEqual(area.left);
    expect(maxX).toBeLessThan(area.left + area.width);
    expect(minY).toBeGreaterThanOrEqual(area.top);
    expect(maxY).toBeLessThan(area.top + area.height);
    // Bottom touches the area's bottom edge (within a pixel of JPEG bleed).
    expect(Math.abs(maxY + 1 - (area.top + area.height))).toBeLessThanOrEqual(2);
    const aspect = (maxX - minX + 1) / (maxY - minY + 1);
    expect(aspect).toBeGreaterThan(2 * 0.97);
    expect(aspect).toBeLessThan(2 * 1.03);
    // The area is wider than 2:1 allows at full height? No: 450/300 < 2, so the width fills it.
    expect(maxX - minX + 1).toBeGreaterThanOrEqual(area.width - 3);
  });

  it('erases what stood in the area and darkens the floor under the product with a shadow', async () => {
    const withShadow = await render(true);
    const without = await render(false);
    const before = await decodeRgb(photo);
    // The grey box of the photo (x 520-880, y 320-560) is gone above the product.
    const probe = (340 * W + 700) * 3;
    expect(Math.abs(withShadow.data[probe]! - before.data[probe]!)).toBeGreaterThan(40);
    // Just below the product's base, the shadow is darker than without it.
    const y = area.top + area.height + 1;
    const i = (y * W + (area.left + area.width / 2)) * 3;
    expect(withShadow.data[i]!).toBeLessThan(without.data[i]! - 5);
  });
});
