import { randomBytes } from 'node:crypto';
import {
  AuthMessages,
  type BrandCode,
  ErrorCode,
  hasTag,
  isEmail,
  FavouriteMessages as M,
  Messages,
  SHARE_LINK_DAYS,
} from '@portal/contract';
import { AppError } from '../../lib/app-error';
import type { CatalogService } from '../catalog/catalog.service';
import type { CallerContext } from '../identity/caller-context';
import { customerScope } from '../identity/customer-scope';
import type { OutboxService } from '../messaging/outbox.service';
import type { FavouritesRepository } from './favourites.repository';
import { checkShareLink, signShareLink } from './share-link';

/** Most recent favourites a list shows (ours). */
const LIST_MAX = 200;
const DAY_MS = 86_400_000;
const KEY_PURPOSE = 'collection_share';

const notFound = (message: string) => new AppError(ErrorCode.NOT_FOUND, message);
const noPermission = () => new AppError(ErrorCode.NO_PERMISSION, Messages.noPermission);

/** Where a call reaches: the list's owner, and who is acting. */
interface ListScope {
  owner: number;
  actor: number;
}

/**
 * Favourites (click_like, My Favorites, a customer's favourites), collections and their shared
 * links. The server decides whose list a call reaches: a customer their own, communicate mode
 * the preset customer's, a designer their own or one of their customers' (others: not found).
 */
export class FavouritesService {
  private key: Promise<string> | undefined;

  constructor(
    private readonly repo: FavouritesRepository,
    private readonly catalog: CatalogService,
    private readonly outbox: OutboxService,
  ) {}

  /** The list a caller may reach, for an optional customer_id. */
  async scope(caller: CallerContext, customerId: number | undefined): Promise<ListScope> {
    if (!caller.userId || !hasTag(caller.roles, 'favorites')) throw noPermission();
    const actor = caller.userId;
    if (caller.mode === 'mibd_customer') {
      if (customerId !== undefined && customerId !== actor) throw notFound(M.customerNotFound);
      return { owner: actor, actor };
    }
    if (caller.mode === 'mibd_communicate') {
      const preset = customerScope(caller) as number;
      if (customerId !== undefined && customerId !== preset) throw notFound(M.customerNotFound);
      return { owner: preset, actor };
    }
    if (customerId === undefined) return { owner: actor, actor };
    customerScope(caller); // browsing mode hides customers: 25010
    if (!(await this.repo.ownsCustomer(actor, customerId))) throw notFound(M.customerNotFound);
    return { owner: customerId, actor };
  }

  async clickLike(
    caller: CallerContext,
    brand: BrandCode,
    body: { type: 'add' | 'remove'; product_id: string; customer_id?: number | undefined },
  ) {
    const { owner, actor } = await this.scope(caller, body.customer_id);
    const sku = body.product_id;
    if (body.type === 'remove') {
      await this.repo.unlike(owner, sku);
      return { liked: false, product_id: sku, message: M.removed };
    }
    // Only what this site shows can be liked: a guessed SKU is refused, not stored.
    const product = await this.catalog.productBySku({ brand, roles: [] }, sku);
    if (!product) throw notFound(Messages.productNotExist);
    await this.repo.like(owner, product.sku_number, actor);
    return { liked: true, product_id: product.sku_number, message: M.added };
  }

  async list(caller: CallerContext, brand: BrandCode, customerId: number | undefined) {
    const { owner } = await this.scope(caller, customerId);
    const skus = await this.repo.skus(owner, LIST_MAX);
    const list = await this.catalog.cardsBySku({ brand, roles: caller.roles }, skus);
    return { list, sku_numbers: skus };
  }

  async createCollection(
    caller: CallerContext,
    body: { name: string; sku_numbers: string[]; customer_id?: number | undefined },
  ) {
    const { owner } = await this.scope(caller, body.customer_id);
    // Only products of the list itself: a collection never names what its owner did not like.
    const liked = new Set(await this.repo.skus(owner, Number.MAX_SAFE_INTEGER));
    const skus = [...new Set(body.sku_numbers)].filter((sku) => liked.has(sku));
    if (!skus.length)
      throw new AppError(ErrorCode.BAD_REQUEST, `sku_numbers: ${M.collectionEmpty}`);
    return { id: await this.repo.createCollection(owner, body.name, skus) };
  }

  async deleteCollection(caller: CallerContext, body: { id: number; customer_id?: number }) {
    const { owner } = await this.scope(caller, body.customer_id);
    if (!(await this.repo.deleteCollection(owner, body.id))) throw notFound(M.collectionNotFound);
    return { id: body.id };
  }

  async collections(caller: CallerContext, customerId: number | undefined) {
    const { owner } = await this.scope(caller, customerId);
    const rows = await this.repo.collections(owner);
    return {
      list: rows.map((r) => ({
        id: r.id,
        name: r.name,
        count: r.sku_numbers.length,
        sku_numbers: r.sku_numbers,
        created_at: new Date(r.created_at).toISOString(),
      })),
    };
  }

  /** Mails a signed link to the collection, valid SHARE_LINK_DAYS days. */
  async share(
    caller: CallerContext,
    brandOrigin: string,
    body: { id: number; email: string; customer_id?: number | undefined },
  ) {
    const { owner, actor } = await this.scope(caller, body.customer_id);
    const email = body.email.trim();
    if (!email) throw new AppError(ErrorCode.BAD_REQUEST, `email: ${AuthMessages.enterEmail}`);
    if (!isEmail(email))
      throw new AppError(ErrorCode.BAD_REQUEST, `email: ${AuthMessages.invalidEmail}`);
    const collection = await this.repo.collectionOf(owner, body.id);
    if (!collection) throw notFound(M.collectionNotFound);
    const expiresAt = new Date(Date.now() + SHARE_LINK_DAYS * DAY_MS);
    const shareId = await this.repo.addShare(collection.id, email, actor, expiresAt);
    const token = signShareLink(await this.signingKey(), shareId, expiresAt);
    const sender = (await this.repo.userName(actor)) || 'Your designer';
    const link = `${brandOrigin}/shared-favorites?token=${encodeURIComponent(token)}`;
    await this.outbox.send({
      channel: 'mail',
      to: email,
      subject: `${sender} shared "${collection.name}" with you`,
      body: `${sender} shared a list of products with you: ${collection.name}.\n\nOpen it here (the link works until ${expiresAt.toUTCString()}):\n${link}\n`,
    });
    return { message: M.shareSent, expires_at: expiresAt.toISOString() };
  }

  /** What a shared link shows, with prices as the viewer's own roles allow. */
  async shared(caller: CallerContext, brand: BrandCode, token: string) {
    const check = checkShareLink(await this.signingKey(), token, new Date());
    if (!check.ok) {
      throw check.reason === 'expired'
        ? new AppError(ErrorCode.BAD_REQUEST, M.linkExpired)
        : notFound(M.linkInvalid);
    }
    const share = await this.repo.share(check.shareId);
    if (!share) throw notFound(M.linkInvalid);
    if (new Date(share.expires_at).getTime() <= Date.now())
      throw new AppError(ErrorCode.BAD_REQUEST, M.linkExpired);
    const skus = await this.repo.collectionSkus(share.collection_id);
    return {
      name: share.name,
      shared_by: `${share.first_name} ${share.last_name}`.trim(),
      expires_at: new Date(share.expires_at).toISOString(),
      list: await this.catalog.cardsBySku({ brand, roles: caller.roles }, skus),
    };
  }

  private signingKey(): Promise<string> {
    this.key ??= this.repo.signingKey(KEY_PURPOSE, randomBytes(32).toString('base64url'));
    return this.key;
  }
}
