import {
  AuthMessages,
  CERTIFICATE_NUMBER_MAX,
  DealerApplicationMessages as D,
  DealerApplicationRequired,
  isEmail,
  isPostalCode,
  isUsPhone,
  RegistrationMessages as M,
} from '@portal/contract';
import { localToday } from '../register/register-checks';

export interface DealerApplicationValues {
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
}

export const EMPTY_DEALER_APPLICATION: DealerApplicationValues = {
  company: '',
  contact_name: '',
  email: '',
  phone: '',
  territory: '',
  street: '',
  city: '',
  state: '',
  postal_code: '',
  certificate_number: '',
  valid_from: '',
  valid_to: '',
};

/**
 * The form's checks, with the server's messages (the server checks all again): field → message.
 * `files` is how many certificate files are uploaded, `uploading` whether one is still on its way.
 */
export function dealerApplicationErrors(
  v: DealerApplicationValues,
  files: { uploaded: number; uploading: boolean },
  today = localToday(),
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of ['company', 'contact_name', ...DealerApplicationRequired] as const) {
    if (!v[field].trim()) errors[field] = M.required;
  }
  if (!v.email.trim()) errors.email = AuthMessages.enterEmail;
  else if (!isEmail(v.email)) errors.email = AuthMessages.invalidEmail;
  if (!isUsPhone(v.phone)) errors.phone = AuthMessages.invalidPhone;
  if (v.postal_code.trim() && !isPostalCode(v.postal_code, 'US'))
    errors.postal_code = M.invalidPostal;
  if (files.uploading) errors.certificate_files = M.uploading;
  else if (!files.uploaded) errors.certificate_files = D.certificateRequired;
  if (!v.certificate_number.trim()) errors.certificate_number = M.required;
  else if (v.certificate_number.trim().length > CERTIFICATE_NUMBER_MAX)
    errors.certificate_number = M.certificateTooLong;
  if (!v.valid_from || !v.valid_to) errors.valid_to = M.datesRequired;
  else if (v.valid_to < v.valid_from) errors.valid_to = M.datesOrder;
  else if (v.valid_to < today) errors.valid_to = M.certificateExpired;
  return errors;
}
