/** Digits only, with a leading 1 for 10-digit US numbers: '(704) 555-0100' → '17045550100'. */
export const normalisePhone = (raw: string): string => {
  const digits = raw.replace(/\D/g, '');
  return digits.length === 10 ? `1${digits}` : digits;
};
