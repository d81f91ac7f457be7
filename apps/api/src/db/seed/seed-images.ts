import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { BrandCodes, Brands, heroSceneFile, ProductBrandIds } from '@portal/contract';
import sharp from 'sharp';
import { type Shape, Shapes } from './catalog-types';
import { COLLECTIONS } from './collections-data';
import {
  frameAround,
  furnitureSvg,
  placeholderSvg,
  sceneSvg,
  type ViewBox,
} from './furniture-drawing';
import { heroSceneSvg } from './hero-scenes';
import { FINISHES } from './vocabulary';

/** Bumped when the drawings change, so new pictures are drawn instead of old ones skipped. */
export const DRAWING_VERSION = 2;
export const PLACEHOLDER_FILE = 'placeholder.png';
/** The read-file block every seed picture lives in: DATA_DIR/files/product. */
export const IMAGE_BLOCK = 'product';

export const productImageName = (shape: Shape, finishKey: string, ext: 'jpg' | 'png'): string =>
  `${shape}-${finishKey}-v${DRAWING_VERSION}.${ext}`;

export const collectionImageName = (brandId: string, slug: string): string =>
  `collection-${brandId}-${slug}-v${DRAWING_VERSION}.jpg`;

export const productFilesDir = (dataDir: string): string =>
  path.join(dataDir, 'files', IMAGE_BLOCK);

export interface ImageStats {
  drawn: number;
  skipped: number;
  ms: number;
}

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

/** Write then rename: a run killed midway never leaves a half file that later runs would skip. */
const writeAtomic = async (file: string, image: sharp.Sharp) => {
  const tmp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  await image.toFile(tmp);
  await fs.rename(tmp, file);
};

// mozjpeg would cut files by a fifth but triples encode time; the seed favours start-up speed.
const JPEG = { quality: 84 } as const;

const frames = new Map<Shape, Promise<ViewBox>>();

/**
 * Drawings stand on a common floor line, so a low sofa would sit at the bottom of an empty
 * frame: find the drawn pixels (once per shape, at quarter size), then frame the vector
 * drawing on them, centred and crisp.
 */
const frameOf = (shape: Shape): Promise<ViewBox> => {
  let frame = frames.get(shape);
  if (!frame) {
    const quarter = 18; // dpi: a quarter of the SVG's 72
    frame = sharp(Buffer.from(furnitureSvg(shape, FINISHES[0]!.hex)), { density: quarter })
      .trim()
      .toBuffer({ resolveWithObject: true })
      .then(({ info }) => {
        const k = 72 / quarter;
        const box = [
          -(info.trimOffsetLeft ?? 0) * k,
          -(info.trimOffsetTop ?? 0) * k,
          info.width * k,
          info.height * k,
        ] as const;
        return frameAround(box);
      });
    frames.set(shape, frame);
  }
  return frame;
};

export const framedSvg = async (shape: Shape, hex: string): Promise<string> =>
  furnitureSvg(shape, hex, await frameOf(shape));

/** One rasterisation, two files: PNG with a transparent background and JPEG on white. */
const drawPair = async (dir: string, shape: Shape, finish: { key: string; hex: string }) => {
  const png = path.join(dir, productImageName(shape, finish.key, 'png'));
  const jpg = path.join(dir, productImageName(shape, finish.key, 'jpg'));
  const missing = [!(await exists(png)), !(await exists(jpg))];
  if (!missing[0] && !missing[1]) return 0;
  const { data, info } = await sharp(Buffer.from(await framedSvg(shape, finish.hex)))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  if (missing[0]) await writeAtomic(png, sharp(data, raw).png());
  if (missing[1]) {
    await writeAtomic(jpg, sharp(data, raw).flatten({ background: '#ffffff' }).jpeg(JPEG));
  }
  return missing.filter(Boolean).length;
};

const drawOne = async (file: string, svg: string, format: 'png' | 'jpg') => {
  if (await exists(file)) return 0;
  const image = sharp(Buffer.from(svg));
  await writeAtomic(file, format === 'png' ? image.png() : image.jpeg(JPEG));
  return 1;
};

/** Runs jobs with a few in flight: sharp renders on its own threads. */
const runPool = async (jobs: (() => Promise<number>)[], width: number): Promise<number> => {
  let next = 0;
  let total = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      const count = await job();
      total += count;
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return total;
};

/**
 * Draws every seed picture into DATA_DIR/files/product: each shape in each finish (PNG and
 * JPEG), one scene per collection, each brand's hero room and the placeholder. Files already
 * there are kept.
 */
export const drawSeedImages = async (
  dataDir: string,
  log: (msg: string) => void = () => {},
): Promise<ImageStats> => {
  const started = performance.now();
  const dir = productFilesDir(dataDir);
  await fs.mkdir(dir, { recursive: true });
  const jobs: (() => Promise<number>)[] = [];
  for (const shape of Shapes) {
    for (const finish of FINISHES) jobs.push(() => drawPair(dir, shape, finish));
  }
  for (const brandId of ProductBrandIds) {
    for (const c of COLLECTIONS[brandId]) {
      const hex = FINISHES[c.finish]!.hex;
      const file = path.join(dir, collectionImageName(brandId, c.slug));
      jobs.push(() => drawOne(file, sceneSvg(c.scene, hex), 'jpg'));
    }
  }
  for (const brand of BrandCodes) {
    jobs.push(() =>
      drawOne(path.join(dir, heroSceneFile(Brands[brand].slug)), heroSceneSvg(brand), 'jpg'),
    );
  }
  jobs.push(() => drawOne(path.join(dir, PLACEHOLDER_FILE), placeholderSvg(), 'png'));
  // Each shape-and-finish job writes two files, the others one.
  const expected = jobs.length + Shapes.length * FINISHES.length;
  const drawn = await runPool(jobs, 4);
  const ms = Math.round(performance.now() - started);
  log(`images: ${drawn} drawn, ${expected - drawn} already there (${ms} ms)`);
  return { drawn, skipped: expected - drawn, ms };
};
