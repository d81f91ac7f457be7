import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from '../files/image-limits';

/** Decoded pixels: `channels` bytes per pixel, rows top to bottom. */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: number;
}

/** Decodes to raw pixels, RGB (alpha removed) or RGBA (alpha added), within the pixel limit. */
const decodeRaw = async (input: Buffer | string, alpha: boolean): Promise<RawImage> => {
  const image = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS });
  const { data, info } = await (alpha ? image.ensureAlpha() : image.removeAlpha())
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
};

export const decodeRgb = (input: Buffer | string): Promise<RawImage> => decodeRaw(input, false);

export const decodeRgba = (input: Buffer | string): Promise<RawImage> => decodeRaw(input, true);

export const rawInput = (img: RawImage) => ({
  raw: { width: img.width, height: img.height, channels: img.channels as 3 | 4 },
});

/** The box of pixels whose alpha is above `threshold`; null when all are transparent. */
export const opaqueBox = (img: RawImage, threshold = 8) => {
  let minX = img.width;
  let minY = img.height;
  let maxX = -1;
  let maxY = -1;
  for (let y = 0; y < img.height; y++) {
    for (let x = 0; x < img.width; x++) {
      if (img.data[(y * img.width + x) * 4 + 3]! > threshold) {
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
      }
    }
  }
  if (maxX < 0) return null;
  return { left: minX, top: minY, width: maxX - minX + 1, height: maxY - minY + 1 };
};
