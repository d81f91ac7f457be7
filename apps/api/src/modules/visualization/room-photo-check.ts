import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { VisualizationImageMimes, VisualizationMessages } from '@portal/contract';
import { IMAGE_TOO_LARGE_MESSAGE } from '../files/image-limits';
import type { UploadStore } from '../files/upload.store';
import { intakePhoto } from './photo-intake';

/** Where a photo waits while it is checked (the upload store's block). */
const INTAKE_BLOCK = 'ai-intake';

export type RoomPhoto =
  | { ok: true; jpeg: Buffer; width: number; height: number }
  | { ok: false; message: string };

/**
 * The one content check of a room photo, however it comes in (the visualizer's upload, Cara's
 * image input): the upload store's type by magic bytes (spec 5: bmp, png, jpg, jpeg, webp, never
 * the name, the browser's or the data URL's word) and pixel limit from the header, then
 * `intakePhoto`: decoded with the limit, landscape, re-encoded as JPEG. The file waits in
 * DATA_DIR only while it is checked. Refusals carry the spec's texts.
 */
export class RoomPhotoCheck {
  constructor(private readonly uploads: UploadStore) {}

  async check(stream: Readable & { truncated?: boolean }): Promise<RoomPhoto> {
    const saved = await this.uploads.save(INTAKE_BLOCK, stream, VisualizationImageMimes);
    if (!saved.ok) {
      return {
        ok: false,
        message:
          saved.reason === 'too_large'
            ? VisualizationMessages.imageTooLarge
            : saved.reason === 'too_many_pixels'
              ? IMAGE_TOO_LARGE_MESSAGE
              : VisualizationMessages.imageType,
      };
    }
    const file = path.join(this.uploads.dir(INTAKE_BLOCK), saved.storedName);
    try {
      const photo = await intakePhoto(file, saved.mime);
      if (photo.ok) return photo;
      return {
        ok: false,
        message:
          photo.reason === 'portrait'
            ? VisualizationMessages.landscape
            : VisualizationMessages.imageType,
      };
    } finally {
      await fs.rm(file, { force: true });
    }
  }

  /** The same check of bytes in hand (a photo sent inside a JSON body). */
  checkBytes(bytes: Buffer): Promise<RoomPhoto> {
    return this.check(Readable.from([bytes]));
  }
}
