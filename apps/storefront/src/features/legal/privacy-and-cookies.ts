import { type LegalDocument, type LegalFigures, years } from './legal-types';

export const privacyPolicy = ({ policy: p, limits: l }: LegalFigures): LegalDocument => ({
  title: 'Privacy Policy',
  updated: '2026-12-07',
  intro:
    'This policy explains what personal information we collect when you use the trade portal and its brand sites, why we collect it, and the choices you have. We collect what we need to run your trade account and your orders, and nothing more.',
  sections: [
    {
      heading: 'What we collect',
      paragraphs: [
        'Account details: names, email address, phone number, business information, tax and resale certificates, and the documents you upload with a trade application.',
        'Activity in your account: orders, payments (card and bank details are held by our payment processor; we keep only the last four digits), projects, favourites, customers you add and the messages you send us.',
        'Photos you upload for visualizations are used only to make them, and are deleted with your account.',
      ],
    },
    {
      heading: 'How we use it',
      paragraphs: [
        'To review trade applications, show the prices your account is entitled to, process and deliver orders, handle claims and returns, and answer your questions.',
        'To send service messages about your account and orders. We do not sell personal information, and we share it only with the carriers, payment processors and service providers who help us fulfil your orders.',
      ],
    },
    {
      heading: 'Your customers’ information',
      paragraphs: [
        `When you add a customer or invite one to the portal, you confirm that they agreed to it. Invitation links expire after ${l.invitationDays} days, and a customer sees only their own projects and favourites.`,
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        `Cookies are kept for at most ${years(p.cookieRetentionYears)}. Account data is kept while your account is open and afterwards for as long as tax and accounting law requires.`,
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'Passwords are stored only as salted hashes, sessions expire when idle, and every page is served over an encrypted connection.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        `You may ask for a copy of your data, a correction or its deletion through the Contact Us form or by calling customer service (${p.phoneSupportHours}).`,
      ],
    },
  ],
});

export const cookiesPolicy = ({ policy: p }: LegalFigures): LegalDocument => ({
  title: 'Cookies Policy',
  updated: '2026-12-07',
  intro:
    'The brand sites share one sign-in, which needs a few cookies. This page lists the cookies we set, why, and how long they last.',
  sections: [
    {
      heading: 'Basic cookies (always on)',
      paragraphs: [
        'X-Auth-Token, X-Auth-Uid and X-Auth-Mode keep you signed in across the brand sites and remember your view mode. The site cannot work without them, so they cannot be turned off.',
        'Your cookie choice itself and a guest cart are kept in your browser’s storage on this device.',
      ],
    },
    {
      heading: 'Performance cookies (your choice)',
      paragraphs: [
        'They measure how pages load so we can make them faster. They load only after you agree, and you can turn them off in the cookie settings at any time.',
      ],
    },
    {
      heading: 'Retention',
      paragraphs: [
        `Cookies expire after at most ${years(p.cookieRetentionYears)}. Signing out removes the sign-in cookies at once.`,
      ],
    },
    {
      heading: 'Managing cookies',
      paragraphs: [
        'Change your choice in the cookie settings linked from the cookie banner, or clear the cookies in your browser. Blocking basic cookies signs you out.',
      ],
    },
  ],
});
