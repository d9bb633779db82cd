/**
 * Where an e-mailed link sends the person back to: the requested address when it is on the site's own origin
 * (SITE_URL), the given page of the site otherwise. Never built from the request's Host, never an open redirect.
 */
export function siteRedirect(siteUrl: string, requested: string | undefined, fallbackPath: string): string {
  const fallback = `${siteUrl}${fallbackPath}`;
  if (!requested) return fallback;
  try {
    const url = new URL(requested, siteUrl);
    return url.origin === siteUrl ? url.toString() : fallback;
  } catch {
    return fallback;
  }
}
