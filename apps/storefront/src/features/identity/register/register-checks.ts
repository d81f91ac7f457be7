import {
  AuthMessages,
  CERTIFICATE_NUMBER_MAX,
  isEmail,
  isPostalCode,
  isUsPhone,
  Limits,
  RegistrationMessages as M,
  nameProblem,
  RegistrationRequired,
  UPLOAD_TYPES,
} from '@portal/contract';
import type { RegisterValues } from './register-values';

/**
 * The wizard's checks in the browser, with the server's messages (the server checks again, and
 * checks uploads by content). Each answers field errors; an empty object lets the step pass.
 */
export type FieldErrors = Record<string, string>;

const EXTENSIONS = ['.jpg', '.jpeg', '.png', '.pdf'];

/** Why a chosen file cannot be uploaded (type by name or browser type, size, count), or null. */
export function fileProblem(file: { name: string; type: string; size: number }, held: number) {
  if (held >= Limits.registrationFiles) return M.tooManyFiles;
  const name = file.name.toLowerCase();
  const typeOk =
    (UPLOAD_TYPES as readonly string[]).includes(file.type) ||
    (!file.type && EXTENSIONS.some((ext) => name.endsWith(ext)));
  if (!typeOk) return M.fileType;
  if (file.size > Limits.registrationFileBytes) return M.fileTooLarge;
  return null;
}

const required = (
  values: Record<string, unknown>,
  fields: readonly string[],
  errors: FieldErrors,
) => {
  for (const field of fields) {
    const value = values[field];
    if (typeof value !== 'string' || !value.trim()) errors[field] ??= M.required;
  }
};

export function businessErrors(v: RegisterValues): FieldErrors {
  const errors: FieldErrors = {};
  if (v.postal_code.trim() && !isPostalCode(v.postal_code, v.country)) {
    errors.postal_code = M.invalidPostal;
  }
  required(v as unknown as Record<string, unknown>, RegistrationRequired.business, errors);
  const businessName = nameProblem(v.business_name);
  if (businessName) errors.business_name ??= businessName;
  return errors;
}

/** Today as YYYY-MM-DD in the user's own calendar. */
export const localToday = (now = new Date()): string =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

export function documentErrors(
  v: RegisterValues,
  files: { salesTax: number; uploading: boolean },
  today: string = localToday(),
): FieldErrors {
  const errors: FieldErrors = {};
  if (files.uploading) errors.sales_tax_files = M.uploading;
  else if (files.salesTax === 0) errors.sales_tax_files = M.salesTaxRequired;
  required(v as unknown as Record<string, unknown>, RegistrationRequired.documents, errors);
  if (v.certificate_number.trim().length > CERTIFICATE_NUMBER_MAX) {
    errors.certificate_number = M.certificateTooLong;
  }
  if (!v.valid_from) errors.valid_from = M.datesRequired;
  if (!v.valid_to) errors.valid_to = M.datesRequired;
  else if (v.valid_from && v.valid_to < v.valid_from) errors.valid_to = M.datesOrder;
  else if (v.valid_to < today) errors.valid_to = M.certificateExpired;
  return errors;
}

/** Email, or phone for an SMS code: what sending a code needs. */
export function codeTargetErrors(v: RegisterValues): FieldErrors {
  if (v.code_channel === 'sms') {
    return isUsPhone(v.phone) ? {} : { phone: AuthMessages.invalidPhone };
  }
  if (!v.email.trim()) return { email: AuthMessages.enterEmail };
  if (!isEmail(v.email)) return { email: AuthMessages.invalidEmail };
  return {};
}

export function contactErrors(v: RegisterValues): FieldErrors {
  const errors: FieldErrors = {};
  required(v as unknown as Record<string, unknown>, RegistrationRequired.contact, errors);
  for (const field of ['first_name', 'last_name'] as const) {
    const problem = nameProblem(v[field]);
    if (problem) errors[field] ??= problem;
  }
  if (!v.email.trim()) errors.email = AuthMessages.enterEmail;
  else if (!isEmail(v.email)) errors.email = AuthMessages.invalidEmail;
  if ((v.code_channel === 'sms' || v.phone.trim()) && !isUsPhone(v.phone)) {
    errors.phone = AuthMessages.invalidPhone;
  }
  if (!v.code.trim()) errors.code = AuthMessages.enterCode;
  return errors;
}

export function termsErrors(v: RegisterValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!v.agree) errors.agree = M.agreeRequired;
  if (!v.print_name.trim()) errors.print_name = M.printNameRequired;
  if (!v.title.trim()) errors.title = M.titleRequired;
  if (!v.signature.startsWith('data:image/png;base64,')) errors.signature = M.signatureRequired;
  return errors;
}
