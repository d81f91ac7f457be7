import { Policy, Tiers } from '@portal/contract';

/**
 * The trade programme's figures (the spec names the tiers only): designer tiers by purchases in
 * the last twelve months, membership levels by years with us. Shown on /designer-account.
 */
const DESIGNER_FROM = [0, 10_000, 25_000, 50_000, 100_000, 200_000, 350_000, 500_000] as const;
const DESIGNER_PERKS = [
  'Trade pricing on every brand site',
  'Free finish and fabric samples',
  'Priority quotes within one business day',
  'Dedicated account manager',
  'Early access to new collections',
  'Complimentary room visualizations',
  'Extended payment terms on approval',
  'Bespoke pieces and private previews',
] as const;

export interface Tier {
  name: string;
  from: number;
  perk: string;
}

export const designerTiers: readonly Tier[] = Tiers.designer.map((name, i) => ({
  name,
  from: DESIGNER_FROM[i]!,
  perk: DESIGNER_PERKS[i]!,
}));

export const memberLevels: readonly { name: string; when: string; perk: string }[] = [
  {
    name: Tiers.member[0],
    when: 'On approval of your trade account',
    perk: `${Policy.memberOfferPercent}% member offer on your first order`,
  },
  { name: Tiers.member[1], when: 'After one year', perk: 'Member events at market' },
  {
    name: Tiers.member[2],
    when: 'After three years',
    perk: 'Free white glove delivery twice a year',
  },
  { name: Tiers.member[3], when: 'After five years', perk: 'A say in the next collection' },
];
