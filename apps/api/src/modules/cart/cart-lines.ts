import {
  availabilityOf,
  type BrandCode,
  Brands,
  type CartLine,
  CartMessages,
  CartRules,
  type CartState,
  ProductStatus,
  type RoleTag,
} from '@portal/contract';
import type { CartProduct } from '../catalog/catalog.service';
import { flashDealFields, priceGrant } from '../catalog/pricing';

/** What a line is made of before pricing: a stored line, or a guest line (id 0). */
export interface LineInput {
  id: number;
  sku_number: string;
  count: number;
  product_data_type: 1 | 2;
  customizable_type: number;
  fabric_sku: string | null;
  fabric_name: string | null;
  /** Added on the flash-deals site: cash_stock rules (spec 4). */
  flash: boolean;
}

/**
 * Who the prices are for: the role list (lines added on a brand site), and whether a session is
 * behind the call (a line added on the flash-deals site is priced at its running deal, for a
 * signed-in owner only: a visitor's guest cart shows no price, as FFD's cards show none).
 */
export interface PriceAudience {
  roles: readonly RoleTag[];
  signedIn: boolean;
}

const PRODUCT_BRAND: Record<string, BrandCode> = { ca: 'CA', jc: 'JC', art: 'ART', rowe: 'ROWE' };

/** The brand whose price rules a product follows (HOM for 'else'). */
export const brandOfProduct = (brandId: string): BrandCode => PRODUCT_BRAND[brandId] ?? 'HOM';

/** The unit price the audience pays for the line, or undefined when its role shows none. */
export const unitPrice = (
  line: Pick<LineInput, 'product_data_type' | 'flash'>,
  p: CartProduct,
  audience: PriceAudience,
): { unit?: number; msrp?: number } => {
  if (line.flash) {
    // The price the deal's card shows (catalog pricing.ts), never the MSRP (issue 33, M1).
    const deal = flashDealFields(p, { flash: audience.signedIn });
    return deal.flash_deal
      ? { unit: deal.flash_deal.deal_price, msrp: deal.flash_deal.original_price }
      : {};
  }
  const grant = priceGrant(audience.roles, brandOfProduct(p.brand_id));
  if (!grant.retail && !grant.trade) return {};
  if (line.product_data_type === 2) return { unit: CartRules.samplePrice };
  return { unit: grant.trade ? p.trade_price : p.msrp_price, msrp: p.msrp_price };
};

/**
 * Why a line cannot be bought now (spec 4 and 8), or null when it can (status '1'). A product
 * with no stock and none coming is unavailable (spec 8: excluded from checkout); a sample is
 * not held to stock. A flash line needs a running deal and units left for its count. Mirrors
 * `cart_line_buyable` (migration 0025), which the header count and add-to-cart use.
 */
export const lineNotice = (line: LineInput, p: CartProduct | undefined): string | null => {
  if (!p || p.status === ProductStatus.takenDown) return CartMessages.productNoLongerAvailable;
  if (p.status === ProductStatus.unavailable) return CartMessages.unavailableForPurchase;
  if (line.flash) {
    if (p.cash_stock <= 0 || !flashDealFields(p, { flash: true }).flash_deal)
      return CartMessages.unavailableForPurchase;
    if (line.count > p.cash_stock) return CartMessages.insufficientInventory;
  } else if (line.product_data_type === 1 && availabilityOf(p) === 'unavailable') {
    return CartMessages.unavailableForPurchase;
  }
  return null;
};

const cents = (n: number) => Math.round(n * 100) / 100;

export const toCartLine = (
  line: LineInput,
  p: CartProduct | undefined,
  audience: PriceAudience,
): CartLine => {
  const notice = lineNotice(line, p);
  const price = p && !notice ? unitPrice(line, p, audience) : {};
  return {
    id: line.id,
    status: notice ? '2' : '1',
    count: line.count,
    name: p?.name ?? line.sku_number,
    sku_number: line.sku_number,
    image: p?.image ?? '',
    brand_id: p?.brand_id ?? '',
    brand_name: p ? Brands[brandOfProduct(p.brand_id)].name : '',
    finishes: p?.finishes ?? [],
    product_data_type: line.product_data_type,
    customizable_type: line.customizable_type,
    fabric:
      line.customizable_type === 4 && line.fabric_sku
        ? { sku_number: line.fabric_sku, name: line.fabric_name ?? line.fabric_sku }
        : null,
    ...(line.flash && p ? { cash_stock: p.cash_stock } : {}),
    ...(price.unit !== undefined
      ? { unit_price: price.unit, amount: cents(price.unit * line.count) }
      : {}),
    ...(price.msrp !== undefined ? { msrp_price: price.msrp } : {}),
    notice,
  };
};

/** The cart state: the header count totals status '1' lines' counts (spec 4). */
export const toCartState = (list: CartLine[]): CartState => {
  const buyable = list.filter((l) => l.status === '1');
  const sum = (ls: CartLine[]) => ls.reduce((n, l) => n + l.count, 0);
  const priced = buyable.every((l) => l.amount !== undefined);
  return {
    list,
    total: sum(buyable),
    product_count: sum(buyable.filter((l) => l.product_data_type === 1)),
    sample_count: sum(buyable.filter((l) => l.product_data_type === 2)),
    ...(priced ? { subtotal: cents(buyable.reduce((n, l) => n + (l.amount ?? 0), 0)) } : {}),
  };
};
