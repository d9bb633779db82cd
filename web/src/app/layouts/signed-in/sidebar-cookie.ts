/** The sidebar's expanded/collapsed state, kept 7 days in the cookie `sidebar:state` (spec §4, §9). */
export const SIDEBAR_COOKIE_NAME = "sidebar:state";
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;

/** Reads the state from a `document.cookie` string: true = expanded (also when absent or unreadable). */
export function parseSidebarCookie(cookieHeader: string | null | undefined): boolean {
  for (const part of (cookieHeader ?? "").split(";")) {
    const separator = part.indexOf("=");
    if (separator < 0) continue;
    const name = part.slice(0, separator).trim();
    if (name !== SIDEBAR_COOKIE_NAME) continue;
    return part.slice(separator + 1).trim() !== "false";
  }
  return true;
}

export function serializeSidebarCookie(expanded: boolean): string {
  return `${SIDEBAR_COOKIE_NAME}=${expanded}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`;
}
