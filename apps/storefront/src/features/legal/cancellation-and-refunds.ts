import { days, type LegalDocument, type LegalFigures, range } from './legal-types';

export const cancellationPolicy = ({ policy: p }: LegalFigures): LegalDocument => ({
  title: 'Cancellation Policy',
  intro:
    'You can change your mind shortly after ordering; after that, production or shipping has begun.',
  sections: [
    {
      heading: 'Cancelling an order',
      paragraphs: [
        `Orders can be cancelled free of charge within ${p.cancelWithinHours} hours of being placed, from My Orders or by calling customer service (${p.phoneSupportHours}).`,
        'Cancelling an order closes any other open change request on it.',
        `After ${p.cancelWithinHours} hours, cancellation is possible only until the order ships, and the ${p.depositAtOrderPercent}% deposit covers costs already incurred.`,
      ],
    },
  ],
});

export const refundPolicy = ({ policy: p }: LegalFigures): LegalDocument => ({
  title: 'Refund Policy',
  intro: 'How and when money comes back to you.',
  sections: [
    {
      heading: 'Timing',
      paragraphs: [
        `Approved refunds are issued to the original payment method within ${range(p.refundBusinessDays)} business days.`,
        `Member rebates are credited within ${range(p.rebateBusinessDays)} business days.`,
      ],
    },
    {
      heading: 'Returns',
      paragraphs: [
        `Returned goods are refunded less a ${p.restockingPercent}% restocking fee, once received within ${days(p.returnDaysFromRa)} of the return authorisation.`,
        `Card processing fees (${p.cardFeePercent.toFixed(1)}%) are not refundable.`,
      ],
    },
  ],
});
