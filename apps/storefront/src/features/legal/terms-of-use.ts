import type { LegalDocument, LegalFigures } from './legal-types';

export const termsOfUse = ({ policy: p, limits: l }: LegalFigures): LegalDocument => ({
  title: 'Terms of Use',
  intro: 'By using the trade portal you agree to these terms.',
  sections: [
    {
      heading: 'Trade accounts',
      paragraphs: [
        `Trade accounts are for interior design and furniture professionals. Applications are reviewed within ${p.approvalHours} hours.`,
        `Invitations to sub-accounts and customers are valid for ${l.invitationDays} days.`,
      ],
    },
    {
      heading: 'Prices',
      paragraphs: [
        'Trade prices are confidential to your account. The browsing view hides them, so you can show products to your clients.',
        `Members may receive a ${p.memberOfferPercent}% member offer on selected items.`,
      ],
    },
  ],
});
