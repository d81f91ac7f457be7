import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import exchange from './fixtures/inpainting-exchange.json' with { type: 'json' };
import { InpaintingRenderer } from './inpainting-renderer';

/** A local endpoint that checks the request against the recorded one and replays its answer. */
let server: http.Server;
let url: string;
const seen: { prompt: string; maskInside: number; maskOutside: number; width: number }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', async () => {
      const body = JSON.parse(raw) as { image: string; mask: string; prompt: string };
      const { area } = exchange.request;
      const mask = await sharp(Buffer.from(body.mask, 'base64'))
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const at = (x: number, y: number) => mask.data[y * mask.info.width + x]!;
      const photo = await sharp(Buffer.from(body.image, 'base64')).metadata();
      seen.push({
        prompt: body.prompt,
        maskInside: at(area.left + 10, area.top + 10),
        maskOutside: at(5, 5),
        width: photo.width ?? 0,
      });
      res.writeHead(exchange.response.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(exchange.response.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/inpaint`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('inpainting renderer (recorded exchange)', () => {
  it('sends photo, mask from the areas and prompt from the product; sizes the answer to the photo', async () => {
    const { width, height, area } = exchange.request;
    const photo = await sharp({ create: { width, height, channels: 3, background: '#ccbbaa' } })
      .jpeg()
      .toBuffer();
    const renderer = new InpaintingRenderer(url);
    const variants = await renderer.render({
      photo,
      shade: true,
      variants: [[{ area, cutoutFile: 'unused.png', sku_number: 'S1', prompt: 'Test Sofa' }]],
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.prompt).toBe(exchange.request.prompt);
    expect(seen[0]!.maskInside).toBe(255);
    expect(seen[0]!.maskOutside).toBe(0);
    expect(seen[0]!.width).toBe(width);
    const out = await sharp(variants[0]!.image).metadata();
    expect(out.format).toBe('jpeg');
    expect([out.width, out.height]).toEqual([width, height]);
  });

  it('fails the render when the endpoint answers an error', async () => {
    const failing = new InpaintingRenderer(url, async () => new Response('busy', { status: 503 }));
    const photo = await sharp({
      create: { width: 64, height: 32, channels: 3, background: '#fff' },
    })
      .jpeg()
      .toBuffer();
    await expect(
      failing.render({
        photo,
        shade: false,
        variants: [
          [
            {
              area: { left: 0, top: 0, width: 10, height: 10 },
              cutoutFile: '',
              sku_number: 'S',
              prompt: 'x',
            },
          ],
        ],
      }),
    ).rejects.toThrow(/503/);
  });
});
