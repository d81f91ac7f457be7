import sharp from 'sharp';
import { hasWord, type Item } from './catalogue-index';

/** Finish words and the colour each is drawn in (the seed's six finishes and their names). */
export const FINISH_COLOURS: Record<string, [number, number, number]> = {
  walnut: [0x6f, 0x4a, 0x30],
  cognac: [0x6f, 0x4a, 0x30],
  bronze: [0x6f, 0x4a, 0x30],
  rust: [0x8a, 0x4b, 0x2e],
  teak: [0x6f, 0x4a, 0x30],
  oak: [0xb4, 0x8a, 0x5a],
  camel: [0xb4, 0x8a, 0x5a],
  brass: [0xb4, 0x8a, 0x5a],
  gilded: [0xb4, 0x8a, 0x5a],
  sand: [0xc8, 0xae, 0x88],
  wicker: [0xb4, 0x8a, 0x5a],
  ebony: [0x36, 0x31, 0x2e],
  charcoal: [0x36, 0x31, 0x2e],
  black: [0x2a, 0x2a, 0x2a],
  graphite: [0x45, 0x45, 0x48],
  ivory: [0xe2, 0xd9, 0xc6],
  plaster: [0xe2, 0xd9, 0xc6],
  slate: [0x5f, 0x72, 0x86],
  blue: [0x5f, 0x72, 0x86],
  pewter: [0x8a, 0x8d, 0x90],
  denim: [0x5f, 0x72, 0x86],
  sage: [0x8e, 0x9c, 0x7d],
  verdigris: [0x7d, 0x9c, 0x8e],
  moss: [0x6e, 0x7c, 0x5d],
};

const NAMES: [string, [number, number, number]][] = [
  ['warm brown', [0x6f, 0x4a, 0x30]],
  ['honey oak', [0xb4, 0x8a, 0x5a]],
  ['charcoal', [0x36, 0x31, 0x2e]],
  ['soft ivory', [0xe2, 0xd9, 0xc6]],
  ['slate blue', [0x5f, 0x72, 0x86]],
  ['sage green', [0x8e, 0x9c, 0x7d]],
  ['white', [0xf4, 0xf4, 0xf2]],
  ['grey', [0x90, 0x90, 0x90]],
];

type Rgb = [number, number, number];
const dist = (a: Rgb, b: Rgb) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
export const colourName = (c: Rgb) =>
  NAMES.reduce((best, n) => (dist(n[1], c) < dist(best[1], c) ? n : best))[0];

/** Pixel limit for uploaded photos (sharp's default is too high to rely on). */
const MAX_PIXELS = 40_000_000;

/** The three dominant colours of a photo: 4-bit buckets of a 64x64 thumbnail, averaged. */
export const dominantPalette = async (image: Buffer): Promise<Rgb[]> => {
  const { data, info } = await sharp(image, { limitInputPixels: MAX_PIXELS })
    .resize(64, 64, { fit: 'cover' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const buckets = new Map<number, { n: number; r: number; g: number; b: number }>();
  for (let i = 0; i < data.length; i += info.channels) {
    const r = data[i]!;
    const g = data[i + 1]!;
    const b = data[i + 2]!;
    const key = ((r >> 5) << 6) | ((g >> 5) << 3) | (b >> 5);
    const e = buckets.get(key) ?? { n: 0, r: 0, g: 0, b: 0 };
    e.n++;
    e.r += r;
    e.g += g;
    e.b += b;
    buckets.set(key, e);
  }
  return [...buckets.entries()]
    .sort((a, b) => b[1].n - a[1].n || a[0] - b[0])
    .slice(0, 3)
    .map(([, e]) => [Math.round(e.r / e.n), Math.round(e.g / e.n), Math.round(e.b / e.n)] as Rgb);
};

/** The colour of an item's primary finish, from its words. */
export const itemColour = (item: Item): Rgb | null => {
  for (const [word, rgb] of Object.entries(FINISH_COLOURS))
    if (hasWord(item.primaryFinish, word)) return rgb;
  return null;
};

/** How well an item harmonises with a palette: closeness of its finish to any palette colour. */
export const harmony = (item: Item, palette: Rgb[]): number => {
  const c = itemColour(item);
  if (!c || !palette.length) return 0;
  return Math.max(...palette.map((p) => 1 - dist(c, p) / 442));
};
