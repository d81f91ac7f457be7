import {
  AuthMessages,
  CERTIFICATE_NUMBER_MAX,
  ErrorCode,
  isEmail,
  isPostalCode,
  isUsPhone,
  RegistrationMessages as M,
  RegistrationRequired,
} from '@portal/contract';
import { AppError } from '../../lib/app-error';

/** A refused field: `errmsg` is "<field>: <message>" so the wizard can point at it. */
export const fieldError = (field: string, message: string) =>
  new AppError(ErrorCode.BAD_REQUEST, `${field}: ${message}`);

export const requireFields = (values: Record<string, unknown>, fields: readonly string[]) => {
  for (const field of fields) {
    const v = values[field];
    if (typeof v !== 'string' || !v.trim()) throw fieldError(field, M.required);
  }
};

export const checkBusiness = (b: Record<string, string>) => {
  requireFields(b, RegistrationRequired.business);
  if (!isPostalCode(b.postal_code!, b.country!)) throw fieldError('postal_code', M.invalidPostal);
};

const isDate = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(s));

export const checkDocuments = (
  d: {
    sales_tax_files: string[];
    registration_state: string;
    state_tax_number: string;
    certificate_number: string;
    valid_from: string;
    valid_to: string;
  },
  today = new Date(),
) => {
  if (!d.sales_tax_files.length) throw fieldError('sales_tax_files', M.salesTaxRequired);
  requireFields(d, RegistrationRequired.documents);
  checkCertificate(d, today);
};

/** A certificate's number (at most 15) and validity dates (both given, in order, not expired). */
export const checkCertificate = (
  c: { certificate_number: string; valid_from: string; valid_to: string },
  today = new Date(),
) => {
  requireFields(c, ['certificate_number']);
  if (c.certificate_number.trim().length > CERTIFICATE_NUMBER_MAX) {
    throw fieldError('certificate_number', M.certificateTooLong);
  }
  if (!isDate(c.valid_from) || !isDate(c.valid_to)) throw fieldError('valid_to', M.datesRequired);
  if (c.valid_to < c.valid_from) throw fieldError('valid_to', M.datesOrder);
  if (c.valid_to < today.toISOString().slice(0, 10))
    throw fieldError('valid_to', M.certificateExpired);
};

export const checkContact = (c: {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
}) => {
  requireFields(c, RegistrationRequired.contact);
  if (!c.email.trim()) throw fieldError('email', AuthMessages.enterEmail);
  if (!isEmail(c.email)) throw fieldError('email', AuthMessages.invalidEmail);
  if (c.phone.trim() && !isUsPhone(c.phone)) throw fieldError('phone', AuthMessages.invalidPhone);
};

export const checkTerms = (t: {
  print_name: string;
  title: string;
  signature: string;
  agree: boolean;
}) => {
  if (!t.agree) throw fieldError('agree', M.agreeRequired);
  if (!t.print_name.trim()) throw fieldError('print_name', M.printNameRequired);
  if (!t.title.trim()) throw fieldError('title', M.titleRequired);
  if (!/^data:image\/png;base64,[A-Za-z0-9+/=]{100,}$/.test(t.signature))
    throw fieldError('signature', M.signatureRequired);
};
