import {
  CurrentAccountFieldMax,
  formatMoney,
  isEmail,
  isUsPhone,
  CheckoutMessages as M,
} from '@portal/contract';
import { blankValues } from '../../lib/blank-values';
import type { ApplicationInput } from './api/current-account-api';

export type ApplicationField = keyof typeof CurrentAccountFieldMax;
/** The form as typed: the limit is text until it is sent. */
export type ApplicationValues = Record<ApplicationField, string>;

export const EMPTY_APPLICATION: ApplicationValues = blankValues(CurrentAccountFieldMax);

/**
 * The largest limit the API takes (`requested_limit` of currentAccountApplicationBody; the
 * storefront's bundle carries no zod, so the test holds the two together).
 */
export const REQUESTED_LIMIT_MAX = 10_000_000;
/** Ours: the API bounds the amount without a worded message. */
export const LIMIT_TOO_HIGH = `Please enter an amount up to ${formatMoney(REQUESTED_LIMIT_MAX)}`;

const REQUIRED = ['company_name', 'contact_name', 'bank_reference', 'trade_references'] as const;

/** The limit field keeps digits only (a pasted '$25,000' becomes '25000'). */
export const limitAsTyped = (raw: string) =>
  raw.replace(/\D/g, '').slice(0, CurrentAccountFieldMax.requested_limit);

/** The server's checks (OrderStaffService.apply), in its words, before anything is sent. */
export function applicationProblems(
  v: ApplicationValues,
): Partial<Record<ApplicationField, string>> {
  const p: Partial<Record<ApplicationField, string>> = {};
  for (const k of REQUIRED) if (!v[k].trim()) p[k] = M.applicationField;
  if (!isEmail(v.email)) p.email = M.applicationEmail;
  if (!isUsPhone(v.phone)) p.phone = M.contactPhone;
  const limit = Number(v.requested_limit);
  if (!/^\d+$/.test(v.requested_limit.trim()) || limit <= 0) p.requested_limit = M.applicationField;
  else if (limit > REQUESTED_LIMIT_MAX) p.requested_limit = LIMIT_TOO_HIGH;
  return p;
}

/** The body of currentAccountApply: texts trimmed, the limit a whole number of dollars. */
export const applicationForSubmit = (v: ApplicationValues): ApplicationInput => ({
  company_name: v.company_name.trim(),
  contact_name: v.contact_name.trim(),
  email: v.email.trim(),
  phone: v.phone.trim(),
  requested_limit: Number(v.requested_limit),
  bank_reference: v.bank_reference.trim(),
  trade_references: v.trade_references.trim(),
});
