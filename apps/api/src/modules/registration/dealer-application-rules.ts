import {
  AuthMessages,
  DealerApplicationMessages as D,
  DealerApplicationRequired,
  isEmail,
  isPostalCode,
  isUsPhone,
  RegistrationMessages as M,
  US_STATES,
} from '@portal/contract';
import { checkCertificate, fieldError, requireFields } from './registration-rules';

export type DealerApplicationInput = {
  company: string;
  contact_name: string;
  email: string;
  phone: string;
  territory: string;
  street: string;
  city: string;
  state: string;
  postal_code: string;
  certificate_number: string;
  valid_from: string;
  valid_to: string;
  certificate_files: string[];
};

const STATE_CODES = new Set<string>(US_STATES.map(([code]) => code));

/** Every field of a dealer application, in the form's order; the first problem is thrown. */
export const checkDealerApplication = (a: DealerApplicationInput, today = new Date()) => {
  requireFields(a, ['company', 'contact_name']);
  if (!a.email.trim()) throw fieldError('email', AuthMessages.enterEmail);
  if (!isEmail(a.email)) throw fieldError('email', AuthMessages.invalidEmail);
  if (!isUsPhone(a.phone)) throw fieldError('phone', AuthMessages.invalidPhone);
  requireFields(a, DealerApplicationRequired);
  if (!STATE_CODES.has(a.state)) throw fieldError('state', M.required);
  if (!isPostalCode(a.postal_code, 'US')) throw fieldError('postal_code', M.invalidPostal);
  if (!a.certificate_files.length) throw fieldError('certificate_files', D.certificateRequired);
  checkCertificate(a, today);
};
