import fs from 'node:fs/promises';
import { VisualizationLimits } from '@portal/contract';
import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from '../files/image-limits';
import { decodeBmp } from './bmp-decode';

export type IntakeOutcome =
  | { ok: true; jpeg: Buffer; width: number; height: number }
  | { ok: false; reason: 'bad_type' | 'portrait' };

/**
 * An uploaded room photo made safe and small: decoded with a pixel limit, turned upright (EXIF),
 * checked to be landscape, scaled to at most `maxSidePx` on its long side and re-encoded as
 * JPEG, so nothing of the original file (metadata, odd encodings) is kept or served.
 */
export const intakePhoto = async (file: string, mime: string): Promise<IntakeOutcome> => {
  let image: sharp.Sharp;
  if (mime === 'image/bmp') {
    const bmp = decodeBmp(await fs.readFile(file), MAX_IMAGE_PIXELS);
    if (!bmp) return { ok: false, reason: 'bad_type' };
    image = sharp(bmp.data, { raw: { width: bmp.width, height: bmp.height, channels: 3 } });
  } else {
    image = sharp(file, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
  }
  try {
    const max = VisualizationLimits.maxSidePx;
    const { data, info } = await image
      .flatten({ background: '#ffffff' })
      .resize(max, max, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 90 })
      .toBuffer({ resolveWithObject: true });
    if (info.width <= info.height) return { ok: false, reason: 'portrait' };
    return { ok: true, jpeg: data, width: info.width, height: info.height };
  } catch {
    return { ok: false, reason: 'bad_type' };
  }
};
