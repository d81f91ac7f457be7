import type { BrandCode, Mode } from '@portal/contract';

type Labels = Record<Mode, { name: string; text: string }>;

/** How the modes read on screen (spec 3: browsing, client, designer, customer). */
export const ModeLabels: Labels = {
  mibd_safe: {
    name: 'Browsing',
    text: 'Products only, without prices: safe to show on a screen in front of a client.',
  },
  mibd_designer: {
    name: 'Designer',
    text: 'Your full trade account: prices, cart, checkout, orders, customers and projects.',
  },
  mibd_communicate: {
    name: 'Client',
    text: 'Work with one customer: their projects and retail prices; the cart can be browsed.',
  },
  mibd_customer: {
    name: 'Customer',
    text: 'Your projects, favourites and prices from your designer.',
  },
  mibd_visitor: { name: 'Visitor', text: 'Not signed in.' },
};

/** Dealers (the dealer site's accounts, or a dealer anywhere): their full view says what a dealer gets. */
const DEALER_LABELS: Partial<Labels> = {
  mibd_designer: {
    name: 'Dealer',
    text: 'Your dealer account: dealer cost beside suggested retail, cart, checkout and orders.',
  },
  mibd_communicate: {
    name: 'Client',
    text: 'Show one client their projects at suggested retail; the cart can be browsed.',
  },
};

/** The shops' staff: their full view is the shop's, not a designer's studio. */
const STAFF_LABELS: Partial<Labels> = {
  mibd_designer: {
    name: 'Staff',
    text: 'Your staff account: trade and retail prices, orders to move along and net-30 applications to review.',
  },
  mibd_communicate: {
    name: 'Client',
    text: 'Show one customer their projects at retail prices; the cart can be browsed.',
  },
};

/** How the modes read for this account (its type, when known) on this brand's site. */
export const modeLabelsFor = (brand: BrandCode, accountType?: string | null): Labels => {
  if (accountType === 'staff') return { ...ModeLabels, ...STAFF_LABELS };
  if (accountType === 'dealer' || brand === 'CA_DEALER') return { ...ModeLabels, ...DEALER_LABELS };
  return ModeLabels;
};
