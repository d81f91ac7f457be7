import {
  EMAIL_PATTERN,
  FieldMax,
  isPostalCode,
  isProjectName,
  nameProblem,
  PROJECT_NAME_MAX,
  usPhoneDigits,
} from './field-rules';
import { CA_PROVINCES, RegistrationOptions, US_STATES } from './registration';
import { WorkspaceMessages as W } from './workspace-messages';

/**
 * The create-customer form's rules (spec 5), used by the form and by the API: what a value is
 * after trimming, and the first problem of each field. The API answers the first problem found,
 * in field order, as 'field: message'.
 */
export const CUSTOMER_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'street_address',
  'city',
  'state',
  'postal',
  'country',
] as const;
export type CustomerField = (typeof CUSTOMER_FIELDS)[number];
export type CustomerValues = Record<CustomerField, string>;

export const CUSTOMER_COUNTRIES = RegistrationOptions.countries;

/** The state (province) list of a country code. */
export const statesOf = (country: string): readonly (readonly [string, string])[] =>
  country === 'CA' ? CA_PROVINCES : US_STATES;

const tooLong = (field: CustomerField, value: string) =>
  value.length > FieldMax.customer[field] ? `At most ${FieldMax.customer[field]} characters` : null;

/** The first problem of each field (absent when the field is fine). */
export const customerProblems = (raw: CustomerValues): Partial<Record<CustomerField, string>> => {
  const v = trimCustomer(raw);
  const out: Partial<Record<CustomerField, string>> = {};
  if (!v.first_name) out.first_name = W.firstNameRequired;
  if (!v.last_name) out.last_name = W.lastNameRequired;
  // The names go into the customer's invitation mail: one line each.
  for (const field of ['first_name', 'last_name'] as const) {
    const problem = nameProblem(v[field]);
    if (problem && !out[field]) out[field] = problem;
  }
  if (!v.email) out.email = W.enterEmail;
  else if (!EMAIL_PATTERN.test(v.email)) out.email = W.invalidEmail;
  if (v.phone && usPhoneDigits(v.phone) === null) out.phone = W.invalidPhone;
  if (!CUSTOMER_COUNTRIES.some((c) => c.code === v.country)) out.country = W.invalidCountry;
  else if (v.state && !statesOf(v.country).some(([code]) => code === v.state))
    out.state = W.invalidState;
  if (v.postal && !isPostalCode(v.postal, v.country)) out.postal = W.invalidPostal;
  for (const field of CUSTOMER_FIELDS) {
    const long = field === 'phone' ? null : tooLong(field, v[field]);
    if (long && !out[field]) out[field] = long;
  }
  return out;
};

/** Every field trimmed; the country defaults to US. */
export const trimCustomer = (raw: Partial<CustomerValues>): CustomerValues =>
  Object.fromEntries(
    CUSTOMER_FIELDS.map((f) => [f, (raw[f] ?? (f === 'country' ? 'US' : '')).trim()]),
  ) as CustomerValues;

/** As stored and sent (spec 5: '+1' and dashes stripped): the phone as its ten digits. */
export const customerForSubmit = (raw: CustomerValues): CustomerValues => {
  const v = trimCustomer(raw);
  return { ...v, phone: v.phone ? (usPhoneDigits(v.phone) ?? v.phone) : '' };
};

/** The project name's problem (spec 5: required, trimmed, at most 50), or null. */
export const projectNameProblem = (name: string): string | null => {
  if (isProjectName(name)) return null;
  return name.trim()
    ? W.projectNameTooLong.replace('50', String(PROJECT_NAME_MAX))
    : W.enterProjectName;
};
