/**
 * The sandbox gateway's test numbers and the checks of its payment component (decisions 022
 * and 045). The numbers are tokenized by the sandbox itself (`sandboxTokenize`): it records
 * the funding and outcome of the number under an opaque token and the order reads them back
 * from it, as a real gateway reads them from the number it vaulted. The storefront reads this
 * table only to preview the quote's fee for the number typed; what is charged never comes from
 * the client. A valid number not listed here is a credit card that succeeds.
 */
export const SANDBOX_CARDS = {
  '4242424242424242': { funding: 'credit', outcome: 'succeeded' },
  '4000056655665556': { funding: 'debit', outcome: 'succeeded' },
  '4000000000000002': { funding: 'credit', outcome: 'declined' },
  '4000000000009235': { funding: 'credit', outcome: 'review' },
  '4000000000000119': { funding: 'credit', outcome: 'network' },
  '5105105105105100': { funding: 'prepaid', outcome: 'succeeded' },
} as const;
export type SandboxOutcome = 'succeeded' | 'declined' | 'review' | 'network';
export type CardFunding = 'credit' | 'debit' | 'prepaid';

/** ACH test accounts: this account number is declined, any other valid one succeeds. */
export const SANDBOX_ACH_DECLINED_ACCOUNT = '000111111116';

/** A card number as typed, without its spaces and dashes. */
export const cardDigits = (s: string) => s.replace(/[\s-]/g, '');

/** Luhn check of a card number. */
export const luhnValid = (raw: string): boolean => {
  const n = cardDigits(raw);
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
