/**
 * The shopping cart (issue 14, decision 021): one cart per account across every brand site.
 *
 * For checkout (stable names, other modules call them):
 * - `linesForCheckout(caller, { sample })`: the caller's purchasable (status '1') lines of one
 *   kind (sample: true → samples, t=s; false → products, t=n), priced by the server for the
 *   caller's role right now (unit_price, amount), with the product facts shipping needs (width,
 *   length, height, brand_id) and FFD's cash_stock. 25010 when the caller may not check out
 *   (no `settle_accounts`, e.g. communicate mode; FFD shoppers may); [] when nothing is buyable.
 * The ordered lines are removed by the order's settle statement (orders, migration 0022).
 *
 * Prices are never stored nor taken from the client: they come from the catalogue (through
 * CatalogService) and the caller's grant (catalog/pricing.ts) every time.
 */
import {
  type BrandCode,
  Brands,
  type CartLine,
  CartMessages,
  CartRules,
  type CartState,
  ErrorCode,
  hasTag,
  Messages,
} from '@portal/contract';
import { AppError } from '../../lib/app-error';
import type { CartProduct, CatalogService } from '../catalog/catalog.service';
import type { CheckoutLine as PortLine } from '../checkout/cart-port';
import type { CallerContext } from '../identity/caller-context';
import type {
  AddRefusal,
  AddSite,
  CartLineRow,
  CartRepository,
  NewCartLine,
} from './cart.repository';
import { type LineInput, type PriceAudience, toCartLine, toCartState } from './cart-lines';

export interface AddInput {
  sku_number: string;
  number: number;
  product_data_type?: 1 | 2 | undefined;
  customizable_type?: number | undefined;
  fabric_sku?: string | undefined;
  fabric_name?: string | undefined;
  add_type?: number | undefined;
  ai_source?: number | undefined;
}

export interface GuestLine {
  sku_number: string;
  count: number;
}

/** A line as checkout reads it: purchasable now, priced for the caller (checkout's port, and more). */
export interface CheckoutLine extends PortLine {
  amount: number;
  product_data_type: 1 | 2;
  fabric: CartLine['fabric'];
  /** Flash-deal line (added on FFD): checkout decrements cash_stock. */
  flash: boolean;
}

const refuse = (message: string) => new AppError(ErrorCode.BAD_REQUEST, message);
const noPermission = () => new AppError(ErrorCode.NO_PERMISSION, Messages.noPermission);

const isFlashShopper = (caller: CallerContext) => caller.accountType === 'ffd';

/**
 * What a site sells (spec 4 and 8), as cart_add checks it: FFD flash deals only; HOM every
 * brand; a brand site its own brand; samples only of the site's own brand (HOM's are 'else').
 */
const addSite = (brand: BrandCode): AddSite =>
  brand === 'FFD'
    ? { flash: true, siteBrand: null, sampleBrand: Brands.FFD.brandId }
    : {
        flash: false,
        siteBrand: brand === 'HOM' ? null : Brands[brand].brandId,
        sampleBrand: Brands[brand].brandId,
      };

/** cart_add's refusals in the spec's words. */
const REFUSALS: Record<AddRefusal, string> = {
  not_found: CartMessages.productNotExist,
  taken_down: CartMessages.productNoLongerAvailable,
  unavailable: CartMessages.unavailableForPurchase,
  not_on_this_site: CartMessages.notOnThisSite,
  sample_other_brand: CartMessages.sampleOtherBrand,
  sample_not_flash: CartMessages.sampleNotFlashDeal,
  insufficient: CartMessages.insufficientInventory,
  line_cap: CartMessages.lineCap,
  cart_full: CartMessages.cartFull,
};

const toInput = (r: CartLineRow): LineInput => ({
  id: r.id,
  sku_number: r.sku_number,
  count: r.count,
  product_data_type: r.product_data_type,
  customizable_type: r.customizable_type,
  fabric_sku: r.fabric_sku,
  fabric_name: r.fabric_name,
  flash: r.added_on_brand === 'FFD',
});

export class CartService {
  constructor(
    private readonly repo: CartRepository,
    private readonly catalog: CatalogService,
  ) {}

  /**
   * Who has a cart: on the flash-deals site any signed-in shopper (FFD skips roles, spec 6);
   * elsewhere the `shopping_cart` tag (designer and communicate modes). Returns the owner.
   */
  private owner(caller: CallerContext, brand: BrandCode): number {
    if (!caller.userId) throw noPermission();
    if (brand === 'FFD' || isFlashShopper(caller)) {
      if (brand !== 'FFD') throw noPermission();
      return caller.userId;
    }
    if (!hasTag(caller.roles, 'shopping_cart')) throw noPermission();
    return caller.userId;
  }

  private audience(caller: CallerContext): PriceAudience {
    return { roles: caller.roles, signedIn: caller.userId !== null };
  }

  async state(caller: CallerContext, brand: BrandCode): Promise<CartState> {
    const userId = this.owner(caller, brand);
    return this.stateOf(userId, this.audience(caller));
  }

  private async stateOf(userId: number, audience: PriceAudience): Promise<CartState> {
    const { rows, products } = await this.withProducts(userId);
    return toCartState(
      rows.map((r) => toCartLine(toInput(r), products.get(r.sku_number), audience)),
    );
  }

  /** The user's lines and their products, read together, the products as the catalogue gives them. */
  private async withProducts(userId: number) {
    const rows = await this.repo.linesWithProducts(userId);
    const products = this.catalog.cartProducts(rows.flatMap((r) => (r.product ? [r.product] : [])));
    return { rows, products };
  }

  /** spec 7 shoppingCart/add: the client's consumer_price is ignored (the server prices). */
  async add(caller: CallerContext, brand: BrandCode, input: AddInput) {
    const userId = this.owner(caller, brand);
    const kind = input.product_data_type ?? 1;
    const custom = input.customizable_type ?? 0;
    if (kind === 2 && custom !== 0) throw refuse(CartMessages.sampleCustomized);
    const fabricSku = input.fabric_sku?.trim() ?? '';
    if (custom === 4 && (!fabricSku || !input.fabric_name?.trim()))
      throw refuse(CartMessages.comFabric);
    const sku = input.sku_number.trim();
    const line: NewCartLine = {
      user_id: userId,
      sku_number: sku,
      product_data_type: kind,
      customizable_type: custom as 0 | 1 | 2 | 3 | 4,
      variant_key: custom === 4 ? `com:${fabricSku}` : custom ? `custom:${custom}` : '',
      fabric_sku: custom === 4 ? fabricSku : null,
      fabric_name: custom === 4 ? input.fabric_name!.trim() : null,
      count: input.number,
      added_on_brand: brand,
      add_type: input.add_type ?? 4,
      ai_source: input.ai_source ?? 0,
    };
    // cart_add checks the product for this site as it adds (migration 0024): one round trip.
    const outcome = await this.repo.add(line, CartRules, addSite(brand));
    if (!outcome.ok) throw refuse(REFUSALS[outcome.reason]);
    return { id: outcome.id, count: outcome.count, total: outcome.headerCount };
  }

  /** Sets a line's count (1-99; FFD: not above cash_stock). */
  async changeCount(caller: CallerContext, brand: BrandCode, lineId: number, count: number) {
    const userId = this.owner(caller, brand);
    const row = (await this.repo.lines(userId)).find((l) => l.id === lineId);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, CartMessages.lineNotFound);
    if (row.added_on_brand === 'FFD') {
      const p = (await this.catalog.productsForCart([row.sku_number])).get(row.sku_number);
      if (p && count > p.cash_stock && count > row.count)
        throw refuse(CartMessages.insufficientInventory);
    }
    if (!(await this.repo.setCount(userId, lineId, count)))
      throw new AppError(ErrorCode.NOT_FOUND, CartMessages.lineNotFound);
    return this.stateOf(userId, this.audience(caller));
  }

  /** Removes the caller's lines; ids that are not theirs answer not found, nothing removed. */
  async remove(caller: CallerContext, brand: BrandCode, lineIds: number[]) {
    const userId = this.owner(caller, brand);
    const mine = new Set((await this.repo.lines(userId)).map((l) => l.id));
    if (!lineIds.every((id) => mine.has(id)))
      throw new AppError(ErrorCode.NOT_FOUND, CartMessages.lineNotFound);
    await this.repo.remove(userId, lineIds);
    return this.stateOf(userId, this.audience(caller));
  }

  /** One of the caller's lines (25010 without a cart, not found for another's or a gone line). */
  async ownLine(caller: CallerContext, brand: BrandCode, lineId: number): Promise<CartLineRow> {
    const userId = this.owner(caller, brand);
    const row = (await this.repo.lines(userId)).find((l) => l.id === lineId);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, CartMessages.lineNotFound);
    return row;
  }

  /** spec 7 mibdOl productListNoLogin: a guest's stored sku_list shown as lines (FFD only). */
  async guestLines(brand: BrandCode, skuList: GuestLine[]): Promise<CartState> {
    if (brand !== 'FFD') throw noPermission();
    const products = await this.catalog.productsForCart(skuList.map((l) => l.sku_number.trim()));
    const list = skuList.map((l) =>
      toCartLine(
        {
          id: 0,
          sku_number: l.sku_number.trim(),
          count: l.count,
          product_data_type: 1,
          customizable_type: 0,
          fabric_sku: null,
          fabric_name: null,
          flash: true,
        },
        this.flashOnly(products.get(l.sku_number.trim())),
        // A guest: the lines' states and counts, no price (issue 33, L1).
        { roles: [], signedIn: false },
      ),
    );
    // Nor a subtotal: with no line buyable it would read 0 for what a guest may not price.
    const { subtotal: _unpriced, ...state } = toCartState(list);
    return state;
  }

  /** Products that are not flash deals are not sold on FFD: shown as no longer available. */
  private flashOnly(p: CartProduct | undefined) {
    return p?.is_flash_deal ? p : undefined;
  }

  /**
   * spec 7 mibdOl addBatch: the guest cart merged into the shopper's at sign-in. Lines that can
   * no longer be bought are skipped (named in `skipped`); counts add up to the cap; all or none.
   */
  async addBatch(caller: CallerContext, brand: BrandCode, skuList: GuestLine[]) {
    const userId = this.owner(caller, brand);
    if (brand !== 'FFD') throw noPermission();
    // cart_add skips what FFD cannot sell now (not a flash deal, gone, no units left).
    const lines: NewCartLine[] = skuList.map((l) => ({
      user_id: userId,
      sku_number: l.sku_number.trim(),
      count: l.count,
      added_on_brand: 'FFD',
    }));
    const skipped: string[] = [];
    const outcomes = await this.repo.addMany(lines, CartRules, true, addSite('FFD'));
    outcomes.forEach((o, i) => {
      if (!o.ok) skipped.push(lines[i]!.sku_number);
    });
    const state = await this.stateOf(userId, this.audience(caller));
    return { merged: outcomes.filter((o) => o.ok).length, skipped, total: state.total };
  }

  /** For checkout: see the comment at the top of this file. */
  async linesForCheckout(
    caller: CallerContext,
    opts: { sample: boolean },
  ): Promise<CheckoutLine[]> {
    if (!caller.userId) throw noPermission();
    const flash = isFlashShopper(caller);
    if (!flash && !hasTag(caller.roles, 'settle_accounts')) throw noPermission();
    const { rows, products } = await this.withProducts(caller.userId);
    const kind = opts.sample ? 2 : 1;
    const out: CheckoutLine[] = [];
    for (const r of rows) {
      if (r.product_data_type !== kind) continue;
      const p = products.get(r.sku_number);
      const line = toCartLine(toInput(r), p, this.audience(caller));
      if (!p || line.status !== '1' || line.unit_price === undefined) continue;
      out.push({
        id: r.id,
        sku_number: r.sku_number,
        name: p.name,
        image: p.image,
        brand_id: p.brand_id,
        count: r.count,
        unit_price: line.unit_price,
        amount: line.amount ?? 0,
        product_data_type: r.product_data_type,
        customizable_type: r.customizable_type,
        fabric: line.fabric,
        flash: r.added_on_brand === 'FFD',
        cash_stock: p.cash_stock,
        is_flash_deal: p.is_flash_deal,
        width: p.width,
        length: p.length,
        height: p.height,
      });
    }
    return out;
  }
}
