import { cancellationPolicy, refundPolicy } from './cancellation-and-refunds';
import { contractFigures, type LegalDocument, type LegalFigures } from './legal-types';
import { cookiesPolicy, privacyPolicy } from './privacy-and-cookies';
import { salesTerms } from './sales-terms';
import { termsOfUse } from './terms-of-use';
import { warrantyPolicy } from './warranty-policy';

/** Route name → document. Every figure comes from the contract's constants. */
export const legalDocuments: Record<string, (f: LegalFigures) => LegalDocument> = {
  privacyPolicy,
  TermsOfUse: termsOfUse,
  cookiesPolicy,
  refundPolicy,
  cancellation: cancellationPolicy,
  warranty: warrantyPolicy,
  salesTerms,
};

export const legalDocument = (route: string, figures: LegalFigures = contractFigures) =>
  legalDocuments[route]?.(figures) ?? null;
