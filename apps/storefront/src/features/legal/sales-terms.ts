import { days, type LegalDocument, type LegalFigures, range } from './legal-types';

/** Terms of sale: payment, fees, shipping, claims, returns, interest, force majeure. */
export const salesTerms = ({ policy: p }: LegalFigures): LegalDocument => ({
  title: 'Terms of Sale',
  intro:
    'These terms apply to every order placed through the trade portal by an approved trade account.',
  sections: [
    {
      heading: 'Orders and payment',
      paragraphs: [
        `A deposit of ${p.depositAtOrderPercent}% of the order total is due when the order is placed; the balance is due before shipment unless your account has approved terms.`,
        `Card payments carry a processing fee of ${p.cardFeePercent.toFixed(1)}% of the amount charged (${p.debitCardFeePercent === 0 ? 'no fee on debit cards' : `${p.debitCardFeePercent}% on debit cards`}). ACH bank transfers carry no fee.`,
        `Invoices on approved terms are payable within ${days(p.invoiceDays)}. Late balances bear interest of ${p.lateInterestPercentPerMonth}% per month.`,
      ],
    },
    {
      heading: 'Shipping and delivery',
      paragraphs: [
        `White glove residential delivery is scheduled with at least ${p.whiteGloveNoticeHours} hours' notice. Carrier pick-up orders are collected from our warehouse in ${p.pickupWarehouse}.`,
        `Samples ship within ${range(p.sampleDays)} business days. Fabrics and finishes may vary by up to ${p.dyeLotPercent}% between dye lots.`,
      ],
    },
    {
      heading: 'Claims',
      paragraphs: [
        `Report visible damage within ${days(p.claimDays)} of delivery. Concealed damage and shortages must be reported within ${days(p.concealedDamageClaimDays)} and ${days(p.shortageClaimDays)} respectively.`,
      ],
    },
    {
      heading: 'Returns',
      paragraphs: [
        `Returns need a return authorisation (RA) and must reach us within ${days(p.returnDaysFromRa)} of the RA. A restocking fee of ${p.restockingPercent}% applies to returns that are not our error.`,
      ],
    },
    {
      heading: 'Force majeure',
      paragraphs: [
        `Neither party is liable for delays beyond its control. If such a delay lasts more than ${days(p.forceMajeureDays)}, either party may cancel the affected order. A party in breach has ${days(p.cureDays)} after written notice to cure it.`,
      ],
    },
  ],
});
