import { Limits, Policy, Warranty } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { legalDocument, legalDocuments } from './legal-documents';
import type { LegalDocument, LegalFigures } from './legal-types';

const text = (d: LegalDocument | null) => JSON.stringify(d);
const all = (f?: LegalFigures) =>
  Object.keys(legalDocuments)
    .map((k) => text(legalDocument(k, f)))
    .join('\n');

describe('legal texts read their numbers from the contract', () => {
  it('state every figure of spec 9 with the contract values', () => {
    const t = all();
    for (const needle of [
      `${Policy.cardFeePercent.toFixed(1)}%`,
      'no fee on debit cards',
      `${Policy.depositAtOrderPercent}% of the order total`,
      `within ${Policy.cancelWithinHours} hours`,
      `within ${Policy.claimDays} days`,
      `${Policy.concealedDamageClaimDays} days and ${Policy.shortageClaimDays} days`,
      `within ${Policy.invoiceDays} days`,
      `within ${Policy.returnDaysFromRa} days of the RA`,
      `${Policy.restockingPercent}%`,
      `${Policy.lateInterestPercentPerMonth}% per month`,
      `more than ${Policy.forceMajeureDays} days`,
      `${Policy.cureDays} days after written notice`,
      `${Policy.refundBusinessDays.min}-${Policy.refundBusinessDays.max} business days`,
      `${Policy.sampleDays.min}-${Policy.sampleDays.max} business days`,
      `${Policy.dyeLotPercent}%`,
      `Case goods: ${Warranty.caseGoodsYears} year`,
      `Upholstery frames: ${Warranty.upholsteryFrameYears} years`,
      `Spring systems: ${Warranty.springSystemYears} years`,
      `Cushions: ${Warranty.cushionsYears} year`,
      `Fabric and leather: ${Warranty.fabricAndLeatherYears} year`,
      `${Policy.whiteGloveNoticeHours} hours' notice`,
      Policy.pickupWarehouse,
      Policy.phoneSupportHours,
      `${Policy.cookieRetentionYears} year`,
    ]) {
      expect(t, needle).toContain(needle);
    }
  });

  it('change when a constant changes, on every page that states it', () => {
    const changed: LegalFigures = {
      policy: {
        ...Policy,
        cardFeePercent: 4.2,
        restockingPercent: 17,
        cancelWithinHours: 36,
        cookieRetentionYears: 2,
      },
      warranty: { ...Warranty, upholsteryFrameYears: 9 },
      limits: { ...Limits, invitationDays: 5 },
    };
    const before = all();
    const after = all(changed);
    expect(before).not.toContain('4.2%');
    expect(after).toContain('4.2%');
    expect(after).not.toContain(`${Policy.cardFeePercent.toFixed(1)}%`);
    expect(after).toContain('17% restocking fee');
    expect(after).toContain('within 36 hours');
    expect(after).toContain('Upholstery frames: 9 years');
    expect(after).toContain('at most 2 years');
    expect(after).toContain('valid for 5 days');
    // Every page that mentions the card fee changed (sales terms and refunds).
    for (const page of ['salesTerms', 'refundPolicy']) {
      expect(text(legalDocument(page, changed))).toContain('4.2%');
    }
  });

  it('has a document for each legal route of the route table', () => {
    for (const route of [
      'privacyPolicy',
      'TermsOfUse',
      'cookiesPolicy',
      'refundPolicy',
      'cancellation',
      'warranty',
    ]) {
      expect(legalDocument(route)?.sections.length, route).toBeGreaterThan(0);
    }
    expect(legalDocument('nope')).toBeNull();
  });
});
