/**
 * NIP, the Polish tax identification number (DOMAIN.md): 10 digits, the last a checksum of the
 * first nine with weights 6,5,7,2,3,4,5,6,7 (sum mod 11; 10 never occurs in a valid number).
 * Shared by the browser (instant feedback) and the server (the rule that counts).
 */
const WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7];

/** "PL 123-456-32-18" → "1234563218"; null when it cannot be a NIP at all. */
export function normaliseNip(input: string): string | null {
  const compact = input.replace(/[\s-]/g, "").replace(/^PL/i, "");
  return /^\d{10}$/.test(compact) ? compact : null;
}

export function isValidNip(input: string): boolean {
  const digits = normaliseNip(input);
  if (!digits) return false;
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const check = sum % 11;
  return check !== 10 && check === Number(digits[9]);
}

/** "1234563218" → "123-456-32-18", the way invoices print it. */
export function formatNip(digits: string): string {
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6, 8)}-${digits.slice(8)}`;
}
