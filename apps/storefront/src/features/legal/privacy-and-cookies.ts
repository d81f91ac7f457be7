import { type LegalDocument, type LegalFigures, years } from './legal-types';

export const privacyPolicy = ({ policy: p }: LegalFigures): LegalDocument => ({
  title: 'Privacy Policy',
  intro: 'We collect what we need to run your trade account and your orders, and nothing more.',
  sections: [
    {
      heading: 'What we collect',
      paragraphs: [
        'Account details (names, email, phone, business information and resale certificates), orders, and the projects and favourites you save.',
        'Photos you upload for visualizations are used only to make them and are deleted with your account.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        `Cookies are kept for at most ${years(p.cookieRetentionYears)}. Account data is kept while your account is open and as tax law requires after.`,
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        `Ask for a copy of your data, a correction or its deletion by contacting customer service (${p.phoneSupportHours}).`,
      ],
    },
  ],
});

export const cookiesPolicy = ({ policy: p }: LegalFigures): LegalDocument => ({
  title: 'Cookies Policy',
  intro: 'The brand sites share one sign-in, which needs a few cookies.',
  sections: [
    {
      heading: 'Basic cookies (always on)',
      paragraphs: [
        'X-Auth-Token, X-Auth-Uid and X-Auth-Mode keep you signed in across the brand sites and remember your view mode.',
      ],
    },
    {
      heading: 'Performance cookies (your choice)',
      paragraphs: [
        'Measure how pages load so we can make them faster. They load only after you agree, and you can turn them off in the cookie settings at any time.',
      ],
    },
    {
      heading: 'Retention',
      paragraphs: [`Cookies expire after at most ${years(p.cookieRetentionYears)}.`],
    },
  ],
});
