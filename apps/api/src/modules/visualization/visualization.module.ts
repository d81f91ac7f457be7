import path from 'node:path';
import type { Database } from '../../db/database';
import { IMAGE_BLOCK } from '../../db/seed/seed-images';
import type { CatalogService } from '../catalog/catalog.service';
import { UploadStore } from '../files/upload.store';
import { PgBossQueue } from '../jobs/pg-boss.queue';
import { BuiltinRenderer } from './builtin-renderer';
import { CaseRunner, type RunnerLog } from './case-runner';
import { InpaintingRenderer } from './inpainting-renderer';
import { RoomPhotoCheck } from './room-photo-check';
import { VisualizationRepository } from './visualization.repository';
import { VisualizationService } from './visualization.service';
import { VisualizationFiles } from './visualization-files';

/**
 * Wires the visualization feature: the built-in renderer unless a model endpoint is configured,
 * renders as background jobs (pg-boss over the app's database). `start` picks up work a previous
 * run left; `stop` lets a running render finish.
 */
export const buildVisualization = (
  db: Database,
  config: { dataDir: string; visualizationModelUrl?: string | undefined },
  catalog: CatalogService,
  log: RunnerLog,
) => {
  const repo = new VisualizationRepository(db);
  const files = new VisualizationFiles(config.dataDir);
  const jobs = new PgBossQueue(db, (err) => log.error({ err }, 'job queue error'));
  const renderer = config.visualizationModelUrl
    ? new InpaintingRenderer(config.visualizationModelUrl)
    : new BuiltinRenderer();
  const productFile = (stored: string) =>
    path.join(config.dataDir, 'files', IMAGE_BLOCK, path.basename(stored));
  const runner = new CaseRunner(repo, files, renderer, jobs, productFile, log);
  const service = new VisualizationService(
    repo,
    new RoomPhotoCheck(new UploadStore(config.dataDir)),
    files,
    runner,
    catalog,
  );
  return {
    service,
    runner,
    start: () => runner.recover(),
    stop: async () => {
      runner.stop();
      await jobs.stop();
    },
  };
};

export type Visualization = ReturnType<typeof buildVisualization>;
