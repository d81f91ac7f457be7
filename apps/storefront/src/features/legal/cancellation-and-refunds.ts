import { days, hours, type LegalDocument, type LegalFigures, percent, range } from './legal-types';

export const cancellationPolicy = ({ policy: p }: LegalFigures): LegalDocument => ({
  title: 'Cancellation Policy',
  updated: '2026-12-07',
  intro:
    'You can change your mind shortly after ordering. After that, production or shipping has begun, and a cancellation has costs.',
  sections: [
    {
      heading: 'Cancelling within the free window',
      paragraphs: [
        `Orders can be cancelled free of charge within ${hours(p.cancelWithinHours)} of being placed, from My Orders or by calling customer service (${p.phoneSupportHours}). Choose a reason so that we can improve.`,
        'Cancelling an order closes any other open change request on it, and the full amount paid is refunded.',
      ],
    },
    {
      heading: 'Cancelling later',
      paragraphs: [
        `After ${hours(p.cancelWithinHours)}, an order can be cancelled only until it ships, and the ${percent(p.depositAtOrderPercent)} deposit covers the costs already incurred. Custom and COM pieces cannot be cancelled once production has started.`,
        'Once an order has shipped it can no longer be cancelled; see the Refund Policy for returns.',
      ],
    },
    {
      heading: 'Changing an order',
      paragraphs: [
        'Address, contact and quantity changes are requested from the order’s page. A change that raises the total needs an additional payment before it applies.',
        `If we cannot deliver because of events beyond our control for more than ${days(p.forceMajeureDays)}, you may cancel the affected order and any deposit for it is refunded.`,
      ],
    },
  ],
});

export const refundPolicy = ({ policy: p }: LegalFigures): LegalDocument => ({
  title: 'Refund Policy',
  updated: '2026-12-07',
  intro:
    'How and when money comes back to you after a cancellation, a return or an approved claim.',
  sections: [
    {
      heading: 'Timing',
      paragraphs: [
        `Approved refunds are issued to the original payment method within ${range(p.refundBusinessDays)} business days. Your bank may take a few more days to show it.`,
        `Member rebates are credited within ${range(p.rebateBusinessDays)} business days.`,
      ],
    },
    {
      heading: 'Returns',
      paragraphs: [
        `Ask for a return authorisation (RA) before sending anything back. Returned goods must reach us within ${days(p.returnDaysFromRa)} of the RA, unused and in their original packaging, and are refunded less a ${percent(p.restockingPercent)} restocking fee once received and inspected.`,
        'There is no restocking fee when we shipped the wrong item or the item arrived damaged.',
      ],
    },
    {
      heading: 'Damage and shortages',
      paragraphs: [
        `Report visible damage within ${days(p.claimDays)} of delivery, concealed damage within ${days(p.concealedDamageClaimDays)} and shortages within ${days(p.shortageClaimDays)}. We repair, replace or refund the item after reviewing the claim.`,
      ],
    },
    {
      heading: 'Fees that are not refunded',
      paragraphs: [
        `Card processing fees (${p.cardFeePercent.toFixed(1)}%) and the shipping cost of returns that are not our error are not refundable.`,
      ],
    },
  ],
});
