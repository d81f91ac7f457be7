import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ImageWidths } from '@portal/contract';
import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from './image-limits';

sharp.cache(false);

/**
 * Heights snap up to the standard sizes (spec 7 lists widths only): each distinct height is a
 * file in the cache, so a free height would let anyone add 2000 copies of every picture. Snapping
 * up never serves less than the box asked for; above the largest size the width alone bounds it.
 */
export const snapHeight = (height?: number): number | undefined =>
  height === undefined ? undefined : ImageWidths.find((size) => size >= height);

export interface ImageResult {
  file: string;
  contentType: string;
  /** False when the placeholder stands in for a missing file: it must not be cached for long. */
  found: boolean;
}

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

/**
 * Files live under DATA_DIR/files/<block>/<name>; resized copies are cached under
 * DATA_DIR/cache/images/<block>/<width>x<height>/<name> and made once (write then rename, so a
 * half-written file is never served).
 */
export class ImageService {
  private readonly filesDir: string;
  private readonly cacheDir: string;
  private readonly inFlight = new Map<string, Promise<void>>();

  constructor(dataDir: string) {
    this.filesDir = path.join(dataDir, 'files');
    this.cacheDir = path.join(dataDir, 'cache', 'images');
  }

  async read(
    block: string,
    name: string,
    width: number,
    requestedHeight?: number,
  ): Promise<ImageResult> {
    const height = snapHeight(requestedHeight);
    const source = this.resolveInside(this.filesDir, block, name);
    const ext = path.extname(name).toLowerCase();
    if (!source || !CONTENT_TYPES[ext] || !(await exists(source))) {
      return this.placeholder(width, height);
    }
    const target = this.resolveInside(this.cacheDir, block, `${width}x${height ?? 0}`, name)!;
    try {
      await this.ensureResized(source, target, width, height);
    } catch {
      // Spec 8: a broken image falls back to the placeholder. A stored file may predate the
      // upload checks (too many pixels, truncated): it must not fail every read with a 500.
      return this.placeholder(width, height);
    }
    return { file: target, contentType: CONTENT_TYPES[ext]!, found: true };
  }

  private async placeholder(width: number, height?: number): Promise<ImageResult> {
    const source = path.join(this.filesDir, 'product', 'placeholder.png');
    const target = path.join(this.cacheDir, 'placeholder', `${width}x${height ?? 0}.png`);
    if (!(await exists(source))) await writePlaceholder(source);
    await this.ensureResized(source, target, width, height);
    return { file: target, contentType: 'image/png', found: false };
  }

  private async ensureResized(source: string, target: string, width: number, height?: number) {
    if (await exists(target)) return;
    const pending = this.inFlight.get(target);
    if (pending) return pending;
    const job = this.resize(source, target, width, height).finally(() =>
      this.inFlight.delete(target),
    );
    this.inFlight.set(target, job);
    return job;
  }

  private async resize(source: string, target: string, width: number, height?: number) {
    await fs.mkdir(path.dirname(target), { recursive: true });
    const tmp = `${target}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      await sharp(source, { limitInputPixels: MAX_IMAGE_PIXELS })
        .resize({ width, height, fit: 'inside', withoutEnlargement: true })
        .toFile(tmp);
    } catch (err) {
      await fs.rm(tmp, { force: true });
      throw err;
    }
    await fs.rename(tmp, target);
  }

  /** Joins under base and refuses anything that would leave it ('..', absolute parts). */
  private resolveInside(base: string, ...parts: string[]): string | null {
    if (parts.some((p) => p.startsWith('.') || p.includes('/') || p.includes('\\'))) return null;
    const full = path.resolve(base, ...parts);
    return full.startsWith(base + path.sep) ? full : null;
  }
}

/** Deletes the resized copies of one picture: one folder per size, <block>/<w>x<h>/<name>. */
export const removeCachedCopies = async (dataDir: string, block: string, name: string) => {
  if ([block, name].some((p) => p.startsWith('.') || p.includes('/') || p.includes('\\'))) return;
  const cacheDir = path.join(dataDir, 'cache', 'images');
  const sizes = await fs.readdir(path.join(cacheDir, block)).catch(() => [] as string[]);
  await Promise.all(
    sizes.map((size) => fs.rm(path.join(cacheDir, block, size, name), { force: true })),
  );
};

const exists = async (file: string) => {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
};

/** A neutral picture frame drawn on the fly when the seed's placeholder is absent. */
const writePlaceholder = async (file: string) => {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="750">
    <rect width="1000" height="750" fill="#f1efec"/>
    <rect x="380" y="255" width="240" height="180" rx="12" fill="none" stroke="#b9b2a8" stroke-width="14"/>
    <circle cx="450" cy="320" r="22" fill="#b9b2a8"/>
    <path d="M395 420 L470 350 L520 395 L560 365 L605 420 Z" fill="#b9b2a8"/>
  </svg>`;
  await sharp(Buffer.from(svg)).png().toFile(file);
};
