import { DATA_CACHE } from "./offline-routes";

/**
 * Registers /sw.js (built by build-service-worker.ts; not in development, where Vite serves modules unbundled), then
 * hands it the fingerprinted files this page loaded before it took over, so they open offline too (decision 1018).
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  try {
    await navigator.serviceWorker.register("/sw.js", { scope: "/" });
    const registration = await navigator.serviceWorker.ready;
    const loaded = performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name, location.href))
      .filter((url) => url.origin === location.origin && url.pathname.startsWith("/assets/"))
      .map((url) => url.pathname);
    registration.active?.postMessage({ type: "keep-assets", assets: loaded });
  } catch {
    // No service worker (private browsing, an old browser): the app works online as before.
  }
}

/** At sign-out: the copies of the person's data kept for offline are dropped from this device. */
export async function forgetOfflineData(): Promise<void> {
  try {
    if (typeof caches !== "undefined") await caches.delete(DATA_CACHE);
  } catch {
    // Nothing kept, or no Cache API.
  }
}
