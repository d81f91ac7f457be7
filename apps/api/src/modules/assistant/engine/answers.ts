import { formatMoney, Messages, Policy, Warranty } from '@portal/contract';
import type { Item } from './catalogue-index';
import type { Understanding } from './constraints';
import { availabilityText } from './explain';
import type { PriceOf } from './retrieve';

/** Categories whose warranty is upholstery's (frame, springs, cushions, cover). */
const UPHOLSTERY = new Set([
  'sofas',
  'loveseats',
  'sectionals',
  'accent-chairs',
  'ottomans',
  'benches',
  'dining-chairs',
  'bar-stools',
  'beds',
  'headboards',
  'outdoor-lounge-chairs',
]);

export const warrantyText = (item?: Item): string => {
  const upholstery = `upholstery frames ${Warranty.upholsteryFrameYears} years, spring systems ${Warranty.springSystemYears} years, cushions ${Warranty.cushionsYears} year, fabric and leather ${Warranty.fabricAndLeatherYears} year`;
  const caseGoods = `case goods ${Warranty.caseGoodsYears} year`;
  if (!item) return `Our warranty covers ${caseGoods}; ${upholstery}.`;
  return UPHOLSTERY.has(item.category)
    ? `The ${item.row.name} is upholstery: ${upholstery}.`
    : `The ${item.row.name} is a case good, with a ${Warranty.caseGoodsYears}-year warranty.`;
};

/** Answers about policies, from the contract's constants (spec 9). */
export const policyAnswer = (topic: Understanding['topic']): string => {
  switch (topic) {
    case 'warranty':
      return warrantyText();
    case 'returns':
      return `Returns are accepted within ${Policy.returnDaysFromRa} days of the return authorisation, with a ${Policy.restockingPercent}% restocking fee; refunds take ${Policy.refundBusinessDays.min}-${Policy.refundBusinessDays.max} business days.`;
    case 'shipping':
      return `White glove residential delivery needs ${Policy.whiteGloveNoticeHours} hours' notice; you can also ship to a warehouse or dock, or pick up at our ${Policy.pickupWarehouse} warehouse.`;
    default:
      return `Orders can be cancelled within ${Policy.cancelWithinHours} hours; ${Policy.depositAtOrderPercent}% is due at order. Claims are accepted within ${Policy.claimDays} days (concealed damage and shortages ${Policy.concealedDamageClaimDays} days). Phone support: ${Policy.phoneSupportHours}.`;
  }
};

/** Answers a question about one product; prices only as the caller's role shows them. */
export const productAnswer = (
  item: Item,
  topic: Understanding['topic'],
  price: PriceOf,
): string => {
  const name = item.row.name;
  switch (topic) {
    case 'dimensions':
      return `The ${name} measures ${item.width}" W x ${item.length}" D x ${item.height}" H.`;
    case 'materials':
      return `The ${name} is made of ${item.row.materials.join(', ').toLowerCase()}, finished in ${item.row.finishes.join(' with ')}.`;
    case 'lead_time':
    case 'availability': {
      const a = item.row.availability;
      if (a === 'in_stock' || a === 'low_stock') {
        return `The ${name} is ${availabilityText(item)} (${item.row.stock} available) and ready to ship; white glove delivery needs ${Policy.whiteGloveNoticeHours} hours' notice.`;
      }
      if (a === 'backorder') {
        return `The ${name} is available soon: ${item.row.future_stock} are on the way.`;
      }
      return `The ${name} is currently ${availabilityText(item)}.`;
    }
    case 'price': {
      const p = price(item);
      return p === null
        ? `${Messages.loginToSeePrice}: prices of the ${name} show once you sign in with a trade account.`
        : `Your price for the ${name} is ${formatMoney(p)}${p !== item.msrp ? ` (MSRP ${formatMoney(item.msrp)})` : ''}.`;
    }
    case 'warranty':
      return warrantyText(item);
    default:
      return `The ${name}: ${item.width}" W x ${item.length}" D x ${item.height}" H, ${item.row.materials.join(', ').toLowerCase()}; ${availabilityText(item)}.`;
  }
};
