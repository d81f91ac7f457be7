import fs from 'node:fs/promises';
import {
  type BrandCode,
  Brands,
  clipRect,
  VisualizationLimits,
  VisualizationMessages,
} from '@portal/contract';
import sharp from 'sharp';
import type { JobQueue } from '../jobs/job-queue';
import { type Candidate, pickVariants } from './product-picker';
import type { RoomRenderer } from './room-renderer';
import {
  type CandidateRow,
  type ClaimedCase,
  LEASE_SECONDS,
  type VisualizationRepository,
} from './visualization.repository';
import { RENDER_BLOCK, type VisualizationFiles } from './visualization-files';

export const RENDER_JOB = 'visualization-render';
/** A case whose worker stopped this many times fails instead of starting again. */
const MAX_ATTEMPTS = 2;
const PREVIEW_WIDTH = 600;

export interface RunnerLog {
  error(obj: object, msg: string): void;
}

/**
 * The background side of an AI case: the job handler renders the four variants and completes the
 * case, or fails it with the spec's message. Idempotent (a job may be delivered twice): a case is
 * rendered only by the worker that claims it.
 */
export class CaseRunner {
  private recheck: NodeJS.Timeout | null = null;

  constructor(
    private readonly repo: VisualizationRepository,
    private readonly files: VisualizationFiles,
    private readonly renderer: RoomRenderer,
    private readonly jobs: JobQueue,
    private readonly productFile: (stored: string) => string,
    private readonly log: RunnerLog,
  ) {
    jobs.handle<{ caseId: number }>(RENDER_JOB, ({ caseId }) => this.run(caseId), {
      expireInSeconds: 120,
    });
  }

  enqueue(caseId: number): Promise<void> {
    return this.jobs.send(RENDER_JOB, { caseId });
  }

  /**
   * After a start: queued cases and cases whose worker stopped (lease lapsed) are queued again;
   * one that already stopped a worker MAX_ATTEMPTS times fails with the spec's message. Looks
   * once more when leases taken just before a restart have lapsed, so none is left behind.
   */
  async recover(): Promise<number> {
    if (!(await this.repo.hasPending())) return 0;
    const pending = await this.repo.unheldPending();
    for (const c of pending) {
      if (c.attempts >= MAX_ATTEMPTS)
        await this.repo.fail(c.id, VisualizationMessages.generationFailed);
      else await this.enqueue(c.id);
    }
    this.recheck ??= setTimeout(
      () => {
        this.recover().catch((err) => this.log.error({ err }, 'visualization recovery failed'));
      },
      (LEASE_SECONDS + 2) * 1000,
    );
    this.recheck.unref();
    return pending.length;
  }

  stop(): void {
    if (this.recheck) clearTimeout(this.recheck);
  }

  async run(caseId: number): Promise<void> {
    const claimed = await this.repo.claim(caseId);
    if (!claimed) return;
    if (claimed.attempts > MAX_ATTEMPTS) {
      await this.repo.fail(caseId, VisualizationMessages.generationFailed);
      return;
    }
    try {
      await this.render(claimed);
    } catch (err) {
      this.log.error({ err, caseId }, 'visualization render failed');
      await this.repo.fail(caseId, VisualizationMessages.generationFailed);
    }
  }

  private async render(c: ClaimedCase): Promise<void> {
    const photoPath = this.files.refPath(c.file_name);
    if (!photoPath) throw new Error(`case ${c.id}: unknown photo ${c.file_name}`);
    const photo = await fs.readFile(photoPath);
    const meta = await sharp(photo).metadata();
    const size = { width: meta.width ?? 0, height: meta.height ?? 0 };
    const areas = c.areas.map((a) => clipRect(a, size)).filter((a) => a !== null);
    if (!areas.length) throw new Error(`case ${c.id}: no area inside the photo`);
    const brand = c.brand_code as BrandCode;
    const brandId = brand === 'HOM' || brand === 'FFD' ? null : (Brands[brand]?.brandId ?? null);
    const candidates = (await this.repo.candidates(brandId, c.room_type)).flatMap(toCandidate);
    const chosenRow = c.sku_number ? await this.repo.productBySku(c.sku_number) : null;
    const chosen = chosenRow ? (toCandidate(chosenRow)[0] ?? null) : null;
    if (!candidates.length && !chosen)
      throw new Error(`case ${c.id}: no product for ${c.room_type}`);
    const picks = pickVariants(areas, candidates, VisualizationLimits.variants, chosen);
    const rendered = await this.renderer.render({
      photo,
      shade: c.shade,
      variants: picks.map((v) =>
        v.map((p) => ({
          area: p.area,
          cutoutFile: this.productFile(p.candidate.cutout),
          sku_number: p.candidate.sku_number,
          prompt: p.candidate.name,
        })),
      ),
    });
    const variants = [];
    for (const [i, out] of rendered.entries()) {
      const high = await this.files.write(RENDER_BLOCK, out.image);
      const low = high.replace(/\.jpg$/, '-low.jpg');
      const preview = await sharp(out.image).resize(PREVIEW_WIDTH).jpeg({ quality: 80 }).toBuffer();
      await this.files.writeNamed(RENDER_BLOCK, low, preview);
      variants.push({
        position: i + 1,
        high_image: high,
        low_image: low,
        sku_numbers: [...new Set(picks[i]!.map((p) => p.candidate.sku_number))],
      });
    }
    await this.repo.complete(c.id, variants);
  }
}

const toCandidate = (r: CandidateRow): Candidate[] => {
  const cutout = r.images.find((f) => f.endsWith('.png'));
  if (!cutout || r.width <= 0 || r.height <= 0) return [];
  return [{ sku_number: r.sku_number, name: r.name, aspect: r.width / r.height, cutout }];
};
