import { randomInt } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  type BrandCode,
  CaseStatus,
  type CaseSummary,
  clipRect,
  ErrorCode,
  hasTag,
  Limits,
  Messages,
  type Rect,
  VisualizationLimits,
  VisualizationMessages,
} from '@portal/contract';
import { EXAMPLE_BLOCK, EXAMPLE_ROOMS } from '../../db/seed/example-rooms';
import { AppError } from '../../lib/app-error';
import type { CatalogService } from '../catalog/catalog.service';
import { type CallerContext, signedInUserId } from '../identity/caller-context';
import type { CaseRunner } from './case-runner';
import type { RoomPhotoCheck } from './room-photo-check';
import type { CaseRow, VariantRow, VisualizationRepository } from './visualization.repository';
import { PHOTO_BLOCK, photoRef, STORED_NAME, type VisualizationFiles } from './visualization-files';

/** No 0/o, 1/l/i: a code read off a screen is typed right. */
const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const CODE_LIFETIME_S = VisualizationLimits.photoCodeLifetimeHours * 3600;

export const caseImageUrl = (name: string) => `/ca/ai/image/${name}`;
const exampleUrl = (file: string) => `/mibd/file/read_file/${EXAMPLE_BLOCK}/${file}?width=600`;

const bad = (message: string) => new AppError(ErrorCode.BAD_REQUEST, message);

export interface StartCase {
  type: 'bed_room' | 'living_room' | 'dining_room';
  source: number;
  file_name?: string | undefined;
  official_picture_id?: number | undefined;
  sku_number?: string | undefined;
  areas?: Rect[] | undefined;
  shade: boolean;
}

/** Room photos, Photo Codes, AI cases and what My Visualizations shows (issue 16). */
export class VisualizationService {
  constructor(
    private readonly repo: VisualizationRepository,
    private readonly photos: RoomPhotoCheck,
    private readonly files: VisualizationFiles,
    private readonly runner: CaseRunner,
    private readonly catalog: CatalogService,
  ) {}

  /** A room photo: checked by content, landscape, re-encoded. Visitors get a Photo Code. */
  async upload(caller: CallerContext, stream: Readable & { truncated?: boolean }) {
    const photo = await this.photos.check(stream);
    if (!photo.ok) throw bad(photo.message);
    const fileName = await this.files.write(PHOTO_BLOCK, photo.jpeg);
    if (!caller.userId) await this.dropLapsedCodes();
    const imageCode = caller.userId ? null : await this.newCode();
    await this.repo.addPhoto({
      file_name: fileName,
      user_id: caller.userId,
      image_code: imageCode,
      width: photo.width,
      height: photo.height,
    });
    return {
      file_name: fileName,
      url: caseImageUrl(fileName),
      width: photo.width,
      height: photo.height,
      image_code: imageCode,
      image_code_expire_time: imageCode
        ? new Date(Date.now() + CODE_LIFETIME_S * 1000).toISOString()
        : null,
    };
  }

  /**
   * /ca/ai/visitor_image_by_code: a signed-in user takes over a visitor's photo by its code.
   * Unknown, lapsed and spent codes all read 'Error Code' (nothing tells them apart).
   */
  async redeemCode(caller: CallerContext, code: string) {
    const userId = signedInUserId(caller);
    const photo =
      code.length === Limits.photoCodeMaxChars
        ? await this.repo.redeemCode(code, userId, CODE_LIFETIME_S)
        : null;
    if (!photo) throw bad(VisualizationMessages.errorCode);
    return {
      filename: photo.file_name,
      file_name: photo.file_name,
      url: caseImageUrl(photo.file_name),
      width: photo.width,
      height: photo.height,
    };
  }

  async officialPictures() {
    await this.files.ensureExamples();
    return {
      list: EXAMPLE_ROOMS.map((r) => ({
        id: r.id,
        type: r.type,
        name: r.name,
        image: exampleUrl(r.file),
        width: r.width,
        height: r.height,
        areas: r.areas,
      })),
    };
  }

  /** /ca/inpainting: the case and its background render; answers at once with the case id. */
  async start(caller: CallerContext, brand: BrandCode, input: StartCase) {
    const userId = this.mayVisualize(caller);
    let ref: string;
    let size: { width: number; height: number };
    let drawn = input.areas ?? [];
    if (input.official_picture_id !== undefined) {
      const example = EXAMPLE_ROOMS.find((r) => r.id === input.official_picture_id);
      if (!example) throw new AppError(ErrorCode.NOT_FOUND, Messages.notFound);
      await this.files.ensureExamples();
      ref = photoRef(EXAMPLE_BLOCK, example.file);
      size = example;
      if (!drawn.length) drawn = example.areas;
    } else {
      const photo = input.file_name ? await this.repo.photo(input.file_name) : null;
      // Someone else's photo reads as missing: nothing about it is told.
      if (!photo || photo.user_id !== userId) throw bad(VisualizationMessages.uploadFirst);
      ref = photoRef(PHOTO_BLOCK, photo.file_name);
      size = photo;
    }
    const areas = drawn
      .map((a) => clipRect(a, size))
      .filter(
        (a): a is Rect => a !== null && a.width >= Limits.dragMinPx && a.height >= Limits.dragMinPx,
      );
    if (!areas.length) throw bad(VisualizationMessages.selectArea);
    const caseId = await this.repo.addCase({
      user_id: userId,
      brand_code: brand,
      source: input.source,
      room_type: input.type,
      file_name: ref,
      sku_number: input.sku_number || null,
      areas,
      shade: input.shade,
    });
    await this.runner.enqueue(caseId);
    return { case_id: caseId };
  }

  async list(caller: CallerContext, page: number, limit: number) {
    const userId = this.mayVisualize(caller);
    const { rows, total, pending } = await this.repo.listCases(userId, limit, (page - 1) * limit);
    const variants = await this.repo.variants(rows.map((r) => r.id));
    return {
      case_list: rows.map((r) =>
        this.summary(
          r,
          variants.filter((v) => v.case_id === r.id),
        ),
      ),
      total,
      is_complete: pending > 0 ? (0 as const) : (1 as const),
    };
  }

  /** /ca/case/detail: only the caller's own case (another's reads as not found). */
  async detail(caller: CallerContext, brand: BrandCode, id: number) {
    const userId = this.mayVisualize(caller);
    const row = await this.repo.ownCase(userId, id);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, VisualizationMessages.caseNotFound);
    const variants = await this.repo.variants([row.id]);
    const skus = [...new Set(variants.flatMap((v) => v.sku_numbers))];
    const viewer = { brand, roles: caller.roles, signedIn: true };
    const products = new Map(
      (await this.catalog.productsBySku(viewer, skus)).map((p) => [p.sku_number, p]),
    );
    return {
      ...this.summary(row, variants),
      case_detail_list: variants.map((v) => ({
        id: v.id,
        is_update: 1,
        high_definition_image: caseImageUrl(v.high_image),
        low_definition_image: caseImageUrl(v.low_image),
        products: v.sku_numbers.flatMap((sku) => {
          const p = products.get(sku);
          return p ? [p] : [];
        }),
      })),
    };
  }

  async markNotified(caller: CallerContext, id: number) {
    const userId = this.mayVisualize(caller);
    const notified = await this.repo.markNotified(userId, id);
    if (!notified && !(await this.repo.ownCase(userId, id))) {
      throw new AppError(ErrorCode.NOT_FOUND, VisualizationMessages.caseNotFound);
    }
    return { case_id: id, notified };
  }

  /** The file of a photo or render, for its owner only (25010 for anyone else). */
  async ownedFile(caller: CallerContext, name: string): Promise<string> {
    const userId = signedInUserId(caller);
    if (!STORED_NAME.test(name) || !(await this.repo.ownsFile(userId, name))) {
      throw new AppError(ErrorCode.NO_PERMISSION, Messages.noPermission);
    }
    const block = (await this.repo.photo(name)) ? PHOTO_BLOCK : 'ai-render';
    return this.files.filePath(block, name);
  }

  private summary(row: CaseRow, variants: VariantRow[]): CaseSummary {
    const first = variants[0];
    const [block, name] = row.file_name.split('/') as [string, string];
    return {
      case_id: row.id,
      status: row.status,
      source: row.source,
      type: row.room_type as CaseSummary['type'],
      file_src: block === EXAMPLE_BLOCK ? exampleUrl(name) : caseImageUrl(name),
      thumbnail: row.status === CaseStatus.complete && first ? caseImageUrl(first.low_image) : null,
      errmsg: row.errmsg,
      notified: row.notified,
      create_time: new Date(row.created_at).toISOString(),
    };
  }

  /** AI_design_scheme_list (roles-and-brands.md): signed-in modes, never a visitor. */
  private mayVisualize(caller: CallerContext): number {
    const userId = signedInUserId(caller);
    if (!hasTag(caller.roles, 'AI_design_scheme_list')) {
      throw new AppError(ErrorCode.NO_PERMISSION, Messages.noPermission);
    }
    return userId;
  }

  /** Visitors' photos nobody redeemed in time: rows first, then their files. */
  private async dropLapsedCodes(): Promise<void> {
    for (const name of await this.repo.dropLapsedVisitorPhotos(CODE_LIFETIME_S)) {
      await this.files.remove(PHOTO_BLOCK, name);
    }
  }

  private async newCode(): Promise<string> {
    for (let i = 0; i < 10; i++) {
      const code = Array.from({ length: Limits.photoCodeMaxChars }, () =>
        CODE_ALPHABET.charAt(randomInt(CODE_ALPHABET.length)),
      ).join('');
      if (!(await this.repo.photoByCode(code))) return code;
    }
    throw new Error('no free Photo Code');
  }
}
