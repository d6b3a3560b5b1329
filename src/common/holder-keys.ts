/**
 * Who holds stock, as the hoarding limits compare buyers (issue 34): one mailbox behind many
 * spellings of its address, one phone number behind many ways of writing it. Pure.
 */

/** Providers that deliver `j.a.n@gmail.com` to `jan@gmail.com`: their dots do not make a new address. */
const DOTLESS_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/** "Jan.Kowalski+opony@GMail.com " → "jankowalski@gmail.com"; "jan+1@wp.pl" → "jan@wp.pl". */
export function emailKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  // A sub-address (`+tag`) reaches the same mailbox with every provider that has them.
  local = local.split("+")[0] ?? local;
  if (domain === "googlemail.com") domain = "gmail.com";
  if (DOTLESS_DOMAINS.has(domain)) local = local.replaceAll(".", "");
  return `${local}@${domain}`;
}

/** Poland's country code, written before a 9-digit national number ("+48", "0048", "48"). */
const POLAND_CODE = "48";
const NATIONAL_LENGTH = 9;

/**
 * "600 100 200", "+48600100200", "0048 600-100-200" → "600100200": the digits, without the
 * international "00" and without Poland's code before a 9-digit number. A foreign number keeps its
 * country code ("+49 151 2345678" → "491512345678"). Empty when there are no digits.
 */
export function phoneKey(phone: string): string {
  let digits = phone.replace(/\D/g, "");
  if (digits.startsWith("00")) digits = digits.slice(2);
  if (digits.length === POLAND_CODE.length + NATIONAL_LENGTH && digits.startsWith(POLAND_CODE)) digits = digits.slice(POLAND_CODE.length);
  return digits;
}
