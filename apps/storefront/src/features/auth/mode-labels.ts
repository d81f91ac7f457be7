import type { BrandCode, Mode } from '@portal/contract';

/** How the modes read on screen (spec 3: browsing, client, designer, customer). */
export const ModeLabels: Record<Mode, { name: string; text: string }> = {
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

/** The dealer site's accounts are dealers: their full view says what a dealer gets. */
const DEALER_LABELS: Partial<Record<Mode, { name: string; text: string }>> = {
  mibd_designer: {
    name: 'Dealer',
    text: 'Your dealer account: dealer cost beside suggested retail, cart, checkout and orders.',
  },
  mibd_communicate: {
    name: 'Client',
    text: 'Show one client their projects at suggested retail; the cart can be browsed.',
  },
};

/** How the modes read on this brand's site. */
export const modeLabelsFor = (brand: BrandCode): Record<Mode, { name: string; text: string }> =>
  brand === 'CA_DEALER' ? { ...ModeLabels, ...DEALER_LABELS } : ModeLabels;
