import sharp from 'sharp';

/**
 * The most pixels any picture may have, wherever it is decoded (upload checks, resizing). A PNG
 * of a few hundred bytes can claim 20000 x 20000 pixels (1.2 GB decoded); sharp's own default
 * (268 MP) would try. 50 MP still takes the 48-50 MP photos of current phones.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** Ours (the spec words none): an upload whose picture is larger than MAX_IMAGE_PIXELS. */
export const IMAGE_TOO_LARGE_MESSAGE =
  'The image is too large, please upload one of at most 50 megapixels';

/**
 * Reads only the picture's header: 'too_large' above the limit, 'unreadable' when sharp cannot
 * make sense of it (a decoder would fail on every later read too).
 */
export const checkImageSize = async (file: string): Promise<'ok' | 'too_large' | 'unreadable'> => {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(file, { limitInputPixels: false }).metadata();
  } catch {
    return 'unreadable';
  }
  if (!meta.width || !meta.height) return 'unreadable';
  // Every frame of a multi-page picture is decoded, so they all count.
  const pixels = meta.width * meta.height * (meta.pages ?? 1);
  return pixels > MAX_IMAGE_PIXELS ? 'too_large' : 'ok';
};
