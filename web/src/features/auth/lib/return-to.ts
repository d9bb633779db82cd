import { paths } from "~/lib/paths";

const ORIGIN = "http://same-site.invalid";

/**
 * The page to return to after sign-in, from `/auth?redirect=…`: only a path of this site ('/formations/1/inscription',
 * with its query and hash). Anything else — another origin, '//host', '/\host', a scheme, control characters, /auth
 * itself — gives null, so the caller falls back to its usual destination (never an open redirect).
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  // Control characters are exactly what this check refuses (header splitting, hidden redirects).
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN || url.pathname === paths.auth()) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The query value of /auth saying the person's session ended (« Votre session a expiré », issue 48 item 3). */
export const SESSION_EXPIRED = "expiree";

/**
 * /auth with the page to come back to ('?redirect=…'); `tab` opens the sign-up form; `expired` says the session
 * ended ('?session=expiree'), which the sign-in panel explains.
 */
export function signInPath(returnTo: string, tab?: "signup", { expired = false }: { expired?: boolean } = {}): string {
  const params = new URLSearchParams();
  if (tab) params.set("tab", tab);
  if (expired) params.set("session", SESSION_EXPIRED);
  const safe = safeReturnPath(returnTo);
  if (safe) params.set("redirect", safe);
  const query = params.toString();
  return query ? `${paths.auth()}?${query}` : paths.auth();
}
