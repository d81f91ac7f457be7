import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from '../files/image-limits';
import type { Placement, RenderedVariant, RenderRequest, RoomRenderer } from './room-renderer';

/** How long one variant may take at the model endpoint. */
const TIMEOUT_MS = 120_000;

/**
 * The same interface over an inpainting model endpoint (self-hosted or hosted), configured by
 * VISUALIZATION_MODEL_URL. One POST per variant: `{image, mask, prompt, width, height}` with the
 * photo as base64 JPEG and the mask as base64 PNG (white where the areas are); the answer is
 * `{image}` (base64), which is decoded with the pixel limit, sized to the photo and re-encoded.
 */
export class InpaintingRenderer implements RoomRenderer {
  readonly name = 'inpainting';

  constructor(
    private readonly url: string,
    private readonly fetchFn: typeof fetch = fetch,
  ) {}

  async render(request: RenderRequest): Promise<RenderedVariant[]> {
    const meta = await sharp(request.photo).metadata();
    const width = meta.width ?? 0;
    const height = meta.height ?? 0;
    const image = request.photo.toString('base64');
    const out: RenderedVariant[] = [];
    // One at a time: a model endpoint is usually one GPU.
    for (const placements of request.variants) {
      const mask = await maskOf(placements, width, height);
      const res = await this.fetchFn(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          image,
          mask: mask.toString('base64'),
          prompt: promptOf(placements, request.shade),
          width,
          height,
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`inpainting endpoint answered ${res.status}`);
      const body = (await res.json()) as { image?: unknown };
      if (typeof body.image !== 'string') throw new Error('inpainting endpoint sent no image');
      const rendered = await sharp(Buffer.from(body.image, 'base64'), {
        limitInputPixels: MAX_IMAGE_PIXELS,
      })
        .resize(width, height, { fit: 'fill' })
        .removeAlpha()
        .jpeg({ quality: 88 })
        .toBuffer();
      out.push({ image: rendered });
    }
    return out;
  }
}

/** White rectangles (the areas) on black, the photo's size. */
export const maskOf = (placements: Placement[], width: number, height: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: '#000000' } })
    .composite(
      placements.map((p) => ({
        input: {
          create: {
            width: p.area.width,
            height: p.area.height,
            channels: 3 as const,
            background: '#ffffff',
          },
        },
        left: p.area.left,
        top: p.area.top,
      })),
    )
    .png()
    .toBuffer();

export const promptOf = (placements: Placement[], shade: boolean): string =>
  `${placements.map((p) => `a ${p.prompt}`).join(' and ')} standing on the floor of the room, photorealistic, matching the room's light${shade ? ', soft contact shadow' : ''}`;
