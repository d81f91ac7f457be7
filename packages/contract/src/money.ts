/**
 * The one way an amount is written on every screen, mail and PDF (issue 34): US dollars with
 * thousands separators and two decimals, the minus before the sign ("-$1,312.48").
 * Built once: constructing an Intl.NumberFormat costs far more than calling it.
 */
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 6058.52 → "$6,058.52"; -1312.48 → "-$1,312.48"; -0.001 → "$0.00" (no negative zero). */
export const formatMoney = (amount: number): string => {
  const text = usd.format(amount);
  return text === '-$0.00' ? '$0.00' : text;
};

/**
 * An amount as formatMoney writes it, for checks that read text (tests, the browser helper):
 * an optional minus, the dollar sign, groups of three digits, two decimals.
 */
export const MONEY_PATTERN = /^-?\$(?:0|[1-9]\d{0,2}(?:,\d{3})*)\.\d{2}$/;
