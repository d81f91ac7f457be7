/** Reading amounts: '$3k', '3,500', '2.5 thousand', 'seven feet', '200 cm'. */

const WORD_NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  a: 1,
  pair: 2,
  couple: 2,
};

/** The number of a token like '3k', '$3,500', '2.5', 'two'; null when it is not one. */
export const readAmount = (raw: string): number | null => {
  const t = raw.toLowerCase().replace(/^\$/, '').replace(/,/g, '');
  const m = /^(\d+(?:\.\d+)?)(k|m)?$/.exec(t);
  if (m) return Number(m[1]) * (m[2] === 'k' ? 1_000 : m[2] === 'm' ? 1_000_000 : 1);
  return WORD_NUMBERS[t] ?? null;
};

/** An amount with its unit word: 'dollars', 'k', 'inches', 'cm', 'feet' ... */
export const AMOUNT = String.raw`\$?\s?\d[\d,]*(?:\.\d+)?\s?(?:k\b|thousand\b|grand\b)?`;
export const LENGTH_UNIT = String.raw`(?:"|''|inches|inch|in\b|cm\b|centimeters?|centimetres?|ft\b|feet|foot|')`;

/** A money amount as matched by AMOUNT ('$3 k', '3 thousand'). */
export const readMoney = (raw: string): number | null => {
  const s = raw.toLowerCase().replace(/\s+/g, '');
  const thousand = /(thousand|grand)$/.test(s);
  const n = readAmount(s.replace(/(thousand|grand)$/, ''));
  return n === null ? null : thousand ? n * 1_000 : n;
};

/** A length in inches from a number and its unit. */
export const toInches = (n: number, unit: string): number => {
  const u = unit.toLowerCase();
  if (u.startsWith('c')) return Math.round((n / 2.54) * 10) / 10;
  if (u.startsWith('f') || u === "'") return n * 12;
  return n;
};
