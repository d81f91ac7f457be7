import { days, type LegalDocument, type LegalFigures, percent, range } from './legal-types';

/** Terms of sale: orders, payment, delivery, claims, returns, interest, force majeure, breach. */
export const salesTerms = ({ policy: p }: LegalFigures): LegalDocument => ({
  title: 'Terms of Sale',
  updated: '2026-12-07',
  intro:
    'These terms govern every order placed through the trade portal by an approved trade account. Placing an order means you accept them; terms printed on your own purchase orders do not apply unless we agree to them in writing.',
  sections: [
    {
      heading: 'Orders and acceptance',
      paragraphs: [
        'An order is a binding offer to buy the listed goods at the prices shown in your account when you place it. We accept it by sending an order confirmation; until then we may decline it, for example when an item is no longer available.',
        'Custom and COM (customer’s own material) pieces are made to your specification. Check sizes, finishes and fabrics before ordering: they cannot be changed once production starts.',
      ],
    },
    {
      heading: 'Prices and payment',
      paragraphs: [
        `A deposit of ${percent(p.depositAtOrderPercent)} of the order total is due when the order is placed; the balance is due before shipment unless your account has approved credit terms.`,
        `Card payments carry a processing fee of ${p.cardFeePercent.toFixed(1)}% of the amount charged (${p.debitCardFeePercent === 0 ? 'no fee on debit cards' : `${percent(p.debitCardFeePercent)} on debit cards`}). ACH bank transfers carry no fee.`,
        `Invoices on approved credit terms are payable within ${days(p.invoiceDays)} of the invoice date. Overdue balances bear interest of ${p.lateInterestPercentPerMonth}% per month, or the highest rate the law allows if that is lower, and we may hold further shipments until the account is current.`,
        'Prices exclude sales tax, which is charged unless a valid resale certificate is on file for the delivery state.',
      ],
    },
    {
      heading: 'Shipping and delivery',
      paragraphs: [
        `White glove residential deliveries are scheduled with at least ${p.whiteGloveNoticeHours} hours' notice. Warehouse and dock deliveries are made to the receiving address on the order. Carrier pick-up orders are collected from our warehouse in ${p.pickupWarehouse}.`,
        'Delivery dates are estimates. Title and risk of loss pass to you when the goods are delivered or, for carrier pick-up, handed to your carrier.',
        `Samples ship within ${range(p.sampleDays)} business days. Natural materials vary: fabrics, leathers and finishes may differ by up to ${percent(p.dyeLotPercent)} between dye lots, and this is not a defect.`,
      ],
    },
    {
      heading: 'Inspection and claims',
      paragraphs: [
        `Inspect every delivery and note any visible damage on the delivery receipt. Report visible damage within ${days(p.claimDays)} of delivery. Concealed damage and shortages must be reported within ${days(p.concealedDamageClaimDays)} and ${days(p.shortageClaimDays)} respectively.`,
        'Claims are made from After-Sales with the order number, photos and a description. We repair, replace or credit the affected item at our choice.',
      ],
    },
    {
      heading: 'Returns',
      paragraphs: [
        `Returns need a return authorisation (RA) from us and must reach us within ${days(p.returnDaysFromRa)} of the RA, unused and in their original packaging. A restocking fee of ${percent(p.restockingPercent)} applies to returns that are not our error.`,
        'Custom, COM and clearance pieces cannot be returned except under the warranty.',
      ],
    },
    {
      heading: 'Force majeure',
      paragraphs: [
        `Neither party is liable for a delay or failure caused by events beyond its reasonable control, such as fire, flood, strikes, epidemics or carrier failures. If such a delay lasts more than ${days(p.forceMajeureDays)}, either party may cancel the affected order and any deposit for it is refunded.`,
      ],
    },
    {
      heading: 'Breach and termination',
      paragraphs: [
        `A party in breach of these terms has ${days(p.cureDays)} after written notice to cure it. If it does not, the other party may cancel the orders affected and recover what is owed to it.`,
        'Our liability for any order is limited to the price paid for it, and neither party is liable for indirect or consequential loss.',
      ],
    },
  ],
});
