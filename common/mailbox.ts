/** Providers that deliver `a.b.c@` to `abc@` (dots in the local part are ignored), with their canonical domain. */
const DOTLESS_PROVIDERS: Record<string, string> = { "gmail.com": "gmail.com", "googlemail.com": "gmail.com" };

/**
 * The mailbox an address reaches, as a key for per-address limits (issue 24 item 4): case-insensitive, without a
 * `+tag` (sub-addressing: `ana+1@` and `ana+2@` reach `ana@`), and without dots where the provider ignores them. Only
 * for counting: mail is always sent to the address as typed.
 */
export function mailboxKey(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const at = trimmed.lastIndexOf("@");
  if (at <= 0) return trimmed;
  let local = trimmed.slice(0, at);
  let domain = trimmed.slice(at + 1).replace(/\.$/, "");
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  const canonical = DOTLESS_PROVIDERS[domain];
  if (canonical) {
    domain = canonical;
    local = local.replace(/\./g, "");
  }
  return `${local}@${domain}`;
}
