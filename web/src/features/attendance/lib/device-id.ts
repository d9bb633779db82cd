const KEY = "emargement-appareil";

/**
 * An id of this browser, made once and kept in its storage: sent with each signature so that two accounts signing a
 * half-day from one phone are flagged to the trainer (decision 0986). It identifies the device to this site only, and
 * is never shown; a browser that keeps nothing gets a new id per page load (and its signatures say so).
 */
export function deviceId(): string {
  const make = () => `web-${crypto.randomUUID().replace(/-/g, "")}`;
  try {
    const kept = window.localStorage.getItem(KEY);
    if (kept && /^[A-Za-z0-9_-]{16,64}$/.test(kept)) return kept;
    const fresh = make();
    window.localStorage.setItem(KEY, fresh);
    return fresh;
  } catch {
    return make();
  }
}
