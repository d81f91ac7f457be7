import { Limits, Policy, Warranty } from '@portal/contract';

/** The figures legal texts state; always the contract's, so one change reaches every page. */
export interface LegalFigures {
  policy: typeof Policy;
  warranty: typeof Warranty;
  limits: typeof Limits;
}

export const contractFigures: LegalFigures = { policy: Policy, warranty: Warranty, limits: Limits };

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalDocument {
  title: string;
  intro: string;
  sections: LegalSection[];
}

export const years = (n: number) => `${n} year${n === 1 ? '' : 's'}`;
export const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;
export const range = (r: { min: number; max: number }) => `${r.min}-${r.max}`;
