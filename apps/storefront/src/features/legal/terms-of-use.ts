import { hours, type LegalDocument, type LegalFigures, percent } from './legal-types';

export const termsOfUse = ({ policy: p, limits: l }: LegalFigures): LegalDocument => ({
  title: 'Terms of Use',
  updated: '2026-12-07',
  intro:
    'These terms govern your use of the trade portal and its brand sites. By using them you agree to these terms; purchases are also governed by the Terms of Sale.',
  sections: [
    {
      heading: 'Trade accounts',
      paragraphs: [
        `Trade accounts are for interior design and furniture professionals. Applications are reviewed within ${hours(p.approvalHours)}, and we may ask for further documents or decline an application.`,
        `Invitations to sub-accounts and customers are valid for ${l.invitationDays} days. You are responsible for what is done with your account and its sub-accounts; keep your password to yourself.`,
      ],
    },
    {
      heading: 'Prices and product information',
      paragraphs: [
        'Trade prices are confidential to your account. The browsing view hides them, so you can show products to your clients.',
        `Members may receive a ${percent(p.memberOfferPercent)} member offer on selected items. We try to describe products accurately, but colours on screen vary and we may correct errors in prices or descriptions before an order is accepted.`,
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: [
        'Do not copy the catalogue in bulk, probe or disrupt the service, or use another person’s account. We may suspend accounts that do.',
      ],
    },
    {
      heading: 'Content and visualizations',
      paragraphs: [
        'Product photographs, texts and designs belong to us or our brands. Room photos you upload stay yours; you let us process them to make your visualizations.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        `Questions about these terms: use the Contact Us form or call customer service (${p.phoneSupportHours}).`,
      ],
    },
  ],
});
