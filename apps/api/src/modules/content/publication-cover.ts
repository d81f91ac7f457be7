import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PUBLICATION_COVER_BLOCK } from '@portal/contract';
import sharp from 'sharp';
import { type Shape, Shapes } from '../../db/seed/catalog-types';
import { furnitureMarkup } from '../../db/seed/furniture-drawing';
import { CX, darken, FLOOR, lighten, mix } from '../../db/seed/svg-kit';

/** Bumped when the cover drawing changes, so old files are not reused. */
const COVER_VERSION = 1;
const W = 750;
const H = 1000;

export interface CoverSpec {
  brand_code: string;
  kind: string;
  slug: string;
  finish: string;
  cover_shapes: readonly string[];
}

export const coverFileName = (c: CoverSpec): string =>
  `${c.brand_code.toLowerCase()}-${c.kind}-${c.slug}-v${COVER_VERSION}.jpg`;

export const coverPath = (dataDir: string, c: CoverSpec): string =>
  path.join(dataDir, 'files', PUBLICATION_COVER_BLOCK, coverFileName(c));

const asShape = (s: string | undefined, fallback: Shape): Shape =>
  (Shapes as readonly string[]).includes(s ?? '') ? (s as Shape) : fallback;

/**
 * A portrait room scene in the issue's finish, like the seed's collection pictures (no text:
 * the storefront and the PDF set the title in real type). A band at the top leaves room for it.
 */
export const coverSvg = (c: CoverSpec): string => {
  const hex = c.finish;
  const wall = mix('#f3efe7', hex, 0.2);
  const floorY = 820;
  const scale = 0.52;
  const place = (shape: Shape, x: number, i: number) => {
    const ty = shape === 'chandelier' ? 0 : floorY - FLOOR * scale;
    return `<g transform="translate(${x - CX * scale} ${ty}) scale(${scale})">${furnitureMarkup(shape, hex, `c${i}`)}</g>`;
  };
  const [a, b] = [asShape(c.cover_shapes[0], 'sofa'), asShape(c.cover_shapes[1], 'side-table')];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
    <rect width="${W}" height="${floorY}" fill="${wall}"/>
    <rect width="${W}" height="250" fill="${darken(hex, 0.25)}"/>
    <rect y="250" width="${W}" height="10" fill="${lighten(hex, 0.35)}"/>
    <rect x="455" y="360" width="190" height="240" fill="#fff" fill-opacity="0.55" stroke="${mix('#d8cfc1', hex, 0.3)}" stroke-width="8"/>
    <path d="M480 570 L530 500 L565 540 L590 515 L625 570 Z" fill="${lighten(hex, 0.4)}"/>
    <rect y="${floorY}" width="${W}" height="${H - floorY}" fill="${mix('#cdb89a', hex, 0.15)}"/>
    <rect y="${floorY - 14}" width="${W}" height="14" fill="#faf8f4"/>
    ${place(a, 250, 0)}${place(b, 590, 1)}
  </svg>`;
};

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

/** Draws the cover once (write then rename, so a half file is never served); answers its file name. */
export const ensureCover = async (dataDir: string, c: CoverSpec): Promise<string> => {
  const file = coverPath(dataDir, c);
  if (await exists(file)) return path.basename(file);
  await fs.mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  await sharp(Buffer.from(coverSvg(c)))
    .jpeg({ quality: 84 })
    .toFile(tmp);
  await fs.rename(tmp, file);
  return path.basename(file);
};
