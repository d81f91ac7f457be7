import { CheckoutMessages as M } from './checkout-messages';

/**
 * The sandbox gateway's payment component (decision 022). It runs in the browser: the card or
 * bank account numbers are turned into a token there, and only the token (with the last four
 * digits and the funding kind) is sent to our API. The sandbox gateway reads the test outcome
 * from the token, as a real gateway reads it from the number it vaulted.
 */
export const SANDBOX_CARDS = {
  '4242424242424242': { funding: 'credit', outcome: 'succeeded' },
  '4000056655665556': { funding: 'debit', outcome: 'succeeded' },
  '4000000000000002': { funding: 'credit', outcome: 'declined' },
  '4000000000009235': { funding: 'credit', outcome: 'review' },
  '4000000000000119': { funding: 'credit', outcome: 'network' },
} as const;
export type SandboxOutcome = 'succeeded' | 'declined' | 'review' | 'network';
export type CardFunding = 'credit' | 'debit';

/** ACH test accounts: this account number is declined, any other valid one succeeds. */
export const SANDBOX_ACH_DECLINED_ACCOUNT = '000111111116';

const digits = (s: string) => s.replace(/[\s-]/g, '');

/** Luhn check of a card number. */
export const luhnValid = (raw: string): boolean => {
  const n = digits(raw);
  if (!/^\d{12,19}$/.test(n)) return false;
  let sum = 0;
  for (let i = 0; i < n.length; i += 1) {
    let d = Number(n[n.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
};

/** ABA routing number checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10). */
export const abaValid = (raw: string): boolean => {
  const n = raw.trim();
  if (!/^\d{9}$/.test(n)) return false;
  const d = [...n].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
};

/** Bank account numbers are 4 to 17 digits. */
export const achAccountValid = (raw: string): boolean => /^\d{4,17}$/.test(raw.trim());

const randomPart = () =>
  Array.from({ length: 12 }, () => Math.floor(Math.random() * 36).toString(36)).join('');

export type TokenResult = { token: string; error?: never } | { token?: never; error: string };

/** Card → `tok_card_<funding>_<outcome>_<last4>_<random>`. Unknown valid numbers succeed as credit. */
export const sandboxCardToken = (card: {
  number: string;
  expiry: string;
  cvc: string;
}): TokenResult => {
  const n = digits(card.number);
  if (
    !luhnValid(n) ||
    !/^\d{3,4}$/.test(card.cvc.trim()) ||
    !/^\d{2}\/\d{2}$/.test(card.expiry.trim())
  )
    return { error: M.cardInvalid };
  const known = (
    SANDBOX_CARDS as Record<string, { funding: CardFunding; outcome: SandboxOutcome }>
  )[n];
  const { funding, outcome } = known ?? { funding: 'credit', outcome: 'succeeded' };
  return { token: `tok_card_${funding}_${outcome}_${n.slice(-4)}_${randomPart()}` };
};

/** Bank account → `tok_ach_<outcome>_<last4>_<random>`. */
export const sandboxAchToken = (bank: {
  account_number: string;
  routing_number: string;
}): TokenResult => {
  if (!achAccountValid(bank.account_number)) return { error: M.achAccountInvalid };
  if (!abaValid(bank.routing_number)) return { error: M.achRoutingInvalid };
  const account = bank.account_number.trim();
  const outcome = account === SANDBOX_ACH_DECLINED_ACCOUNT ? 'declined' : 'succeeded';
  return { token: `tok_ach_${outcome}_${account.slice(-4)}_${randomPart()}` };
};

export const SANDBOX_TOKEN_PATTERN =
  /^tok_(card_(credit|debit)|ach)_(succeeded|declined|review|network)_\d{4}_[a-z0-9]{12}$/;
