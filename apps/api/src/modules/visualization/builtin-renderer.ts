import { fitStanding, type Rect } from '@portal/contract';
import sharp from 'sharp';
import { fillArea, ringMean } from './content-fill';
import { decodeRgb, decodeRgba, opaqueBox, type RawImage, rawInput } from './raw-image';
import type { Placement, RenderedVariant, RenderRequest, RoomRenderer } from './room-renderer';

sharp.cache(false);

/** How far below an area's bottom edge the contact shadow may reach, in pixels. */
export const shadowMargin = (productHeight: number): number =>
  Math.max(3, Math.round(productHeight * 0.04));

interface Cutout {
  png: Buffer;
  width: number;
  height: number;
}

const HIGH_QUALITY = { quality: 88, chromaSubsampling: '4:4:4' } as const;

/**
 * The default renderer (CPU, offline, sharp): erase each area with a content-aware fill, fit the
 * product's cut-out inside it keeping its aspect and standing on its bottom edge, match it to
 * the light around the area, add a soft contact shadow, and composite.
 */
export class BuiltinRenderer implements RoomRenderer {
  readonly name = 'builtin';
  private readonly cutouts = new Map<string, Promise<Cutout>>();

  async render(request: RenderRequest): Promise<RenderedVariant[]> {
    const photo = await decodeRgb(request.photo);
    const areas = uniqueAreas(request.variants);
    const tones = new Map(areas.map((a) => [key(a), sceneTone(photo, a)]));
    const erased: RawImage = { ...photo, data: Buffer.from(photo.data) };
    for (const area of areas) fillArea(erased, area);
    return Promise.all(
      request.variants.map(async (placements) => {
        const layers: sharp.OverlayOptions[] = [];
        for (const p of placements) {
          const tone = tones.get(key(p.area)) ?? [1, 1, 1];
          layers.push(...(await this.layersFor(p, tone, request.shade, photo)));
        }
        const image = await sharp(erased.data, rawInput(erased))
          .composite(layers)
          .jpeg(HIGH_QUALITY)
          .toBuffer();
        return { image };
      }),
    );
  }

  private async layersFor(
    p: Placement,
    tone: readonly number[],
    shade: boolean,
    photo: RawImage,
  ): Promise<sharp.OverlayOptions[]> {
    const cut = await this.cutout(p.cutoutFile);
    const box = fitStanding(p.area, cut.width / cut.height);
    const { data, info } = await sharp(cut.png)
      .resize(box.width, box.height, { fit: 'fill' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    tint(data, tone);
    const product: sharp.OverlayOptions = {
      input: data,
      raw: { width: info.width, height: info.height, channels: 4 },
      left: box.left,
      top: box.top,
    };
    if (!shade) return [product];
    const shadow = contactShadow(box, photo);
    return shadow ? [shadow, product] : [product];
  }

  /** The product picture trimmed to its opaque pixels (once per file). */
  private cutout(file: string): Promise<Cutout> {
    let found = this.cutouts.get(file);
    if (!found) {
      found = (async () => {
        const img = await decodeRgba(file);
        const box = opaqueBox(img);
        if (!box) throw new Error(`cut-out ${file} is fully transparent`);
        const png = await sharp(img.data, rawInput(img)).extract(box).png().toBuffer();
        return { png, width: box.width, height: box.height };
      })();
      found.catch(() => this.cutouts.delete(file));
      if (this.cutouts.size > 200) this.cutouts.clear();
      this.cutouts.set(file, found);
    }
    return found;
  }
}

/** Per-channel gains that bring a neutral product to the scene's brightness and colour. */
const sceneTone = (photo: RawImage, area: Rect): number[] => {
  const [r, g, b] = ringMean(
    photo,
    area,
    Math.max(6, Math.round(Math.min(area.width, area.height) / 8)),
  );
  const luma = 0.299 * r + 0.587 * g + 0.114 * b;
  const brightness = clamp(Math.sqrt(luma / 160), 0.65, 1.1);
  const grey = (r + g + b) / 3 || 1;
  // A quarter of the scene's cast: enough to sit in warm or cool light without a colour wash.
  return [r, g, b].map((c) => brightness * (1 + 0.25 * (c / grey - 1)));
};

const tint = (rgba: Buffer, gains: readonly number[]) => {
  const [gr, gg, gb] = gains as [number, number, number];
  for (let i = 0; i < rgba.length; i += 4) {
    rgba[i] = Math.min(255, Math.round(rgba[i]! * gr));
    rgba[i + 1] = Math.min(255, Math.round(rgba[i + 1]! * gg));
    rgba[i + 2] = Math.min(255, Math.round(rgba[i + 2]! * gb));
  }
};

/**
 * A blurred dark ellipse under the product's base, kept inside the product's width and at most
 * `shadowMargin` below the area's bottom edge (so the rest of the photo stays as it was).
 */
const contactShadow = (box: Rect, photo: RawImage): sharp.OverlayOptions | null => {
  const margin = shadowMargin(box.height);
  const bottom = box.top + box.height;
  const up = Math.max(2, Math.round(box.height * 0.08));
  const top = Math.max(0, bottom - up);
  const height = Math.min(photo.height, bottom + margin) - top;
  if (height < 2 || box.width < 4) return null;
  const cy = bottom - top;
  const rx = box.width * 0.46;
  const ry = Math.max(2, margin);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${box.width}" height="${height}"><defs><filter id="b" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="${(ry / 2).toFixed(1)}"/></filter></defs><ellipse cx="${box.width / 2}" cy="${cy}" rx="${rx.toFixed(1)}" ry="${ry}" fill="#000" fill-opacity="0.45" filter="url(#b)"/></svg>`;
  return { input: Buffer.from(svg), left: box.left, top };
};

const uniqueAreas = (variants: Placement[][]): Rect[] => {
  const seen = new Map<string, Rect>();
  for (const v of variants) for (const p of v) seen.set(key(p.area), p.area);
  return [...seen.values()];
};

const key = (r: Rect) => `${r.left},${r.top},${r.width},${r.height}`;
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
