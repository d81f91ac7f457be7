import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromFile } from 'file-type';
import { removeCachedCopies } from './image.service';
import { checkImageSize } from './image-limits';

export type UploadOutcome =
  | { ok: true; storedName: string; mime: string; size: number }
  | { ok: false; reason: 'too_large' | 'bad_type' | 'too_many_pixels' };

/**
 * Streams an upload to disk under DATA_DIR/files/<block>/, then checks its type by content
 * (magic bytes, never the name or the browser's word) and a picture's size in pixels (its
 * header only), and removes what is refused.
 */
export class UploadStore {
  constructor(private readonly dataDir: string) {}

  dir(block: string) {
    return path.join(this.dataDir, 'files', block);
  }

  async save(
    block: string,
    stream: Readable & { truncated?: boolean },
    allowed: readonly string[],
  ): Promise<UploadOutcome> {
    const dir = this.dir(block);
    await fs.mkdir(dir, { recursive: true });
    const id = randomBytes(16).toString('hex');
    const tmp = path.join(dir, `${id}.upload`);
    await pipeline(stream, createWriteStream(tmp));
    if (stream.truncated) {
      await fs.rm(tmp, { force: true });
      return { ok: false, reason: 'too_large' };
    }
    const type = await fileTypeFromFile(tmp);
    if (!type || !allowed.includes(type.mime)) {
      await fs.rm(tmp, { force: true });
      return { ok: false, reason: 'bad_type' };
    }
    // A tiny PNG may claim 20000 x 20000 pixels: refused here, before anything decodes it.
    // libvips reads no BMP: a caller that accepts it decodes it with its own pixel limit
    // (visualization's bmp-decode.ts).
    if (type.mime.startsWith('image/') && type.mime !== 'image/bmp') {
      const size = await checkImageSize(tmp);
      if (size !== 'ok') {
        await fs.rm(tmp, { force: true });
        return { ok: false, reason: size === 'too_large' ? 'too_many_pixels' : 'bad_type' };
      }
    }
    const storedName = `${id}.${type.ext}`;
    await fs.rename(tmp, path.join(dir, storedName));
    const { size } = await fs.stat(path.join(dir, storedName));
    return { ok: true, storedName, mime: type.mime, size };
  }

  async saveBuffer(block: string, buffer: Buffer, ext: string): Promise<string> {
    const dir = this.dir(block);
    await fs.mkdir(dir, { recursive: true });
    const storedName = `${randomBytes(16).toString('hex')}.${ext}`;
    await fs.writeFile(path.join(dir, storedName), buffer);
    return storedName;
  }

  /** The file and its resized copies (read-file makes them), so nothing is left to fill the disk. */
  async remove(block: string, storedName: string) {
    const name = path.basename(storedName);
    await fs.rm(path.join(this.dir(block), name), { force: true });
    await removeCachedCopies(this.dataDir, block, name);
  }
}
