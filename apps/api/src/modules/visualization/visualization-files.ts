import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { drawExampleRooms, EXAMPLE_BLOCK, EXAMPLE_ROOMS } from '../../db/seed/example-rooms';

/** Blocks under DATA_DIR/files: uploaded photos and rendered variants (owner-only, see routes). */
export const PHOTO_BLOCK = 'ai-photo';
export const RENDER_BLOCK = 'ai-render';
/** A stored photo or render: 32 random hex digits (never guessable), '-low' for the preview. */
export const STORED_NAME = /^[a-f0-9]{32}(-low)?\.jpg$/;

/** Where a case's photo lives: `ai-photo/<name>` or `ai-example/<file>`. */
export const photoRef = (block: string, name: string) => `${block}/${name}`;

/** Files of the visualization feature inside DATA_DIR (no SQL, no HTTP). */
export class VisualizationFiles {
  private examples: Promise<number> | null = null;

  constructor(private readonly dataDir: string) {}

  filePath(block: string, name: string): string {
    return path.join(this.dataDir, 'files', block, path.basename(name));
  }

  /** The file of a photo reference; null for anything outside the two photo blocks. */
  refPath(ref: string): string | null {
    const [block, name, extra] = ref.split('/');
    if (extra !== undefined || !name) return null;
    if (block === PHOTO_BLOCK && STORED_NAME.test(name)) return this.filePath(block, name);
    if (block === EXAMPLE_BLOCK && EXAMPLE_ROOMS.some((r) => r.file === name))
      return this.filePath(block, name);
    return null;
  }

  /** Writes under a new random name (write then rename: never a half file) and answers it. */
  async write(block: string, buffer: Buffer): Promise<string> {
    const name = `${randomBytes(16).toString('hex')}.jpg`;
    await this.writeNamed(block, name, buffer);
    return name;
  }

  async writeNamed(block: string, name: string, buffer: Buffer): Promise<void> {
    const dir = path.join(this.dataDir, 'files', block);
    await fs.mkdir(dir, { recursive: true });
    const tmp = path.join(dir, `${name}.${randomBytes(4).toString('hex')}.tmp`);
    await fs.writeFile(tmp, buffer);
    await fs.rename(tmp, path.join(dir, name));
  }

  async remove(block: string, name: string): Promise<void> {
    await fs.rm(this.filePath(block, name), { force: true });
  }

  /** Example rooms are drawn by the seed; a data folder seeded before them gets them here. */
  ensureExamples(): Promise<number> {
    this.examples ??= drawExampleRooms(this.dataDir);
    return this.examples;
  }
}
