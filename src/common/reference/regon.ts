/**
 * REGON, the statistical number of the GUS register: 9 digits (a company) or 14 (a local unit),
 * the last a checksum of the others (sum of digit × weight mod 11; 10 counts as 0).
 */
const WEIGHTS_9 = [8, 9, 2, 3, 4, 5, 6, 7];
const WEIGHTS_14 = [2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8];

/** "123 456 785" → "123456785"; null when it cannot be a REGON at all. */
export function normaliseRegon(input: string): string | null {
  const compact = input.replace(/[\s-]/g, "");
  return /^(\d{9}|\d{14})$/.test(compact) ? compact : null;
}

export function isValidRegon(input: string): boolean {
  const digits = normaliseRegon(input);
  if (!digits) return false;
  const weights = digits.length === 9 ? WEIGHTS_9 : WEIGHTS_14;
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  return (sum % 11) % 10 === Number(digits[digits.length - 1]);
}
