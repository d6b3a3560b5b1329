/**
 * A Polish bank account as an IBAN (ISO 13616): "PL" and 26 digits, the first two of them check
 * digits: with its first four characters moved to the end and letters read as numbers (P = 25,
 * L = 21), the whole is 1 mod 97. Typed as the 26 digits alone (the NRB banks print) it is Polish.
 */
const POLISH_IBAN_LENGTH = 28;

/** "PL61 1090 1014 0000 0712 1981 2874" or the 26 digits alone → "PL61109010140000071219812874"; null when it cannot be one. */
export function normaliseIban(input: string): string | null {
  const compact = input.replace(/[\s-]/g, "").toUpperCase();
  const iban = /^\d{26}$/.test(compact) ? `PL${compact}` : compact;
  return /^PL\d{26}$/.test(iban) && iban.length === POLISH_IBAN_LENGTH ? iban : null;
}

export function isValidIban(input: string): boolean {
  const iban = normaliseIban(input);
  if (!iban) return false;
  // Letters become two digits (A = 10 … Z = 35); the remainder is taken piece by piece (no bigint needed).
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of rearranged) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}
