import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  type BrandCode,
  Brands,
  ErrorCode,
  Messages,
  type Publication,
  type PublicationKind,
  publicationPdfUrl,
} from '@portal/contract';
import { AppError } from '../../lib/app-error';
import type { ImageService } from '../files/image.service';
import type { PublicationRepository, PublicationRow } from './publication.repository';
import { coverPath, ensureCover } from './publication-cover';
import { writeIssuePdf } from './publication-pdf';

/** How many pieces of each category an issue prints (magazines are a selection). */
const PER_CATEGORY: Record<PublicationKind, number> = { magazine: 6, catalog: 24 };
/** Product pictures in the PDF: the read-file width that prints sharp at cell size. */
const PDF_IMAGE_WIDTH = 400;

/** HOM prints every house; a brand site its own products. */
const brandIdOf = (brand: BrandCode): string | undefined =>
  brand === 'HOM' ? undefined : Brands[brand].brandId;

/**
 * Magazines and e-catalogues: the issues of a brand, their covers (drawn once), and each issue
 * as a PDF drawn from the catalogue, cached on disk per brand, issue and catalogue state.
 */
export class PublicationService {
  private readonly inFlight = new Map<string, Promise<void>>();

  constructor(
    private readonly repo: PublicationRepository,
    private readonly images: ImageService,
    private readonly dataDir: string,
  ) {}

  async list(brand: BrandCode, kind: PublicationKind): Promise<{ list: Publication[] }> {
    const rows = await this.repo.list(brand, kind, brandIdOf(brand), PER_CATEGORY[kind]);
    const list: Publication[] = [];
    for (const row of rows.filter((r) => r.product_count > 0)) {
      list.push({
        id: row.id,
        kind: row.kind,
        slug: row.slug,
        title: row.title,
        subtitle: row.subtitle,
        summary: row.summary,
        cover: await ensureCover(this.dataDir, row),
        published_on: row.published_on,
        product_count: row.product_count,
        pdf_url: publicationPdfUrl(row.id),
      });
    }
    return { list };
  }

  /** The issue's PDF on disk (made on first request) and the name to offer for saving it. */
  async pdf(brand: BrandCode, id: number): Promise<{ file: string; filename: string }> {
    const issue = await this.repo.find(brand, id);
    if (!issue) throw new AppError(ErrorCode.NOT_FOUND, Messages.notFound);
    const stamp = await this.repo.catalogueStamp();
    const file = path.join(
      this.dataDir,
      'cache',
      'publications',
      brand.toLowerCase(),
      `${issue.kind}-${issue.slug}-${stamp}.pdf`,
    );
    const filename = `${Brands[brand].slug}-${issue.slug}.pdf`;
    if (await exists(file)) return { file, filename };
    let job = this.inFlight.get(file);
    if (!job) {
      job = this.render(brand, issue, file).finally(() => this.inFlight.delete(file));
      this.inFlight.set(file, job);
    }
    await job;
    return { file, filename };
  }

  private async render(
    brand: BrandCode,
    issue: Omit<PublicationRow, 'product_count'>,
    file: string,
  ) {
    const products = await this.repo.products(
      { brandId: brandIdOf(brand), room: issue.room, category: issue.category },
      PER_CATEGORY[issue.kind],
    );
    await ensureCover(this.dataDir, issue);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      await writeIssuePdf(
        tmp,
        {
          brandName: Brands[brand].name,
          host: Brands[brand].defaultHost,
          title: issue.title,
          subtitle: issue.subtitle,
          summary: issue.summary,
          published_on: issue.published_on,
          coverFile: coverPath(this.dataDir, issue),
        },
        products,
        async (image) => {
          const result = await this.images.read('product', image, PDF_IMAGE_WIDTH);
          return result.found ? result.file : null;
        },
      );
      await fs.rename(tmp, file);
    } catch (err) {
      await fs.rm(tmp, { force: true });
      throw err;
    }
  }
}

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );
