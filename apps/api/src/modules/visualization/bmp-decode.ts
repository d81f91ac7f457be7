/**
 * libvips (sharp) reads no BMP, and spec 5 accepts it: this reads the uncompressed 24 and 32 bit
 * kinds (what cameras and paint programs write) into raw RGB. Anything else answers null.
 */
export const decodeBmp = (
  buf: Buffer,
  maxPixels: number,
): { data: Buffer; width: number; height: number } | null => {
  if (buf.length < 54 || buf.toString('latin1', 0, 2) !== 'BM') return null;
  const offset = buf.readUInt32LE(10);
  const width = buf.readInt32LE(18);
  const rawHeight = buf.readInt32LE(22);
  const bpp = buf.readUInt16LE(28);
  const compression = buf.readUInt32LE(30);
  const height = Math.abs(rawHeight);
  // 3 = BI_BITFIELDS, which 32-bit files use for the usual BGRA layout too.
  if (width <= 0 || height <= 0 || width * height > maxPixels) return null;
  if (
    !((bpp === 24 && compression === 0) || (bpp === 32 && (compression === 0 || compression === 3)))
  )
    return null;
  const bytes = bpp / 8;
  const stride = Math.ceil((width * bytes) / 4) * 4;
  if (offset + stride * height > buf.length) return null;
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    // Positive height: rows are stored bottom-up.
    const row = offset + (rawHeight > 0 ? height - 1 - y : y) * stride;
    for (let x = 0; x < width; x++) {
      const i = row + x * bytes;
      const o = (y * width + x) * 3;
      data[o] = buf[i + 2]!;
      data[o + 1] = buf[i + 1]!;
      data[o + 2] = buf[i]!;
    }
  }
  return { data, width, height };
};
