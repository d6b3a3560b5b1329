/**
 * Who holds stock, as the hoarding limits compare buyers (issue 34): one mailbox behind many
 * spellings of its address. Pure.
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
