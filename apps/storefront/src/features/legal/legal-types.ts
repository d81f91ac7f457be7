import { Limits, Policy, Warranty } from '@portal/contract';

/** The contract's constant types, widened from their literal values (tests pass other figures). */
type Widen<T> = {
  readonly [K in keyof T]: T[K] extends number
    ? number
    : T[K] extends string
      ? string
      : T[K] extends readonly unknown[]
        ? T[K]
        : Widen<T[K]>;
};

/** The figures legal texts state; always the contract's, so one change reaches every page. */
export interface LegalFigures {
  policy: Widen<typeof Policy>;
  warranty: Widen<typeof Warranty>;
  limits: Widen<typeof Limits>;
}

export const contractFigures: LegalFigures = { policy: Policy, warranty: Warranty, limits: Limits };

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalDocument {
  title: string;
  /** ISO date of the last change to the wording, shown as "Last updated". */
  updated: string;
  intro: string;
  sections: LegalSection[];
}

export const years = (n: number) => `${n} year${n === 1 ? '' : 's'}`;
export const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;
export const hours = (n: number) => `${n} hour${n === 1 ? '' : 's'}`;
export const percent = (n: number) => `${n}%`;
export const range = (r: { min: number; max: number }) => `${r.min}-${r.max}`;

/** The section's anchor in the page's contents list: 'Orders and payment' → 'orders-and-payment'. */
export const sectionId = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** '2026-12-07' → 'December 7, 2026' (read as a calendar date, in no time zone). */
export const longDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
