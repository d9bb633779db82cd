import { existsSync } from "node:fs";
import { createRequire } from "node:module";

/** Debian's Chromium, the browser every run of the project prefers (`apt-get install chromium`). */
export const DEBIAN_CHROMIUM = "/usr/bin/chromium";

/** Where Playwright keeps its own Chromium once `npx playwright install chromium` downloaded it (null if unknown). */
export function playwrightChromium(): string | null {
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require("playwright-core") as { chromium: { executablePath(): string } };
    return chromium.executablePath();
  } catch {
    return null;
  }
}

/**
 * The browser to launch: CHROMIUM_PATH (or CHROME_PATH) when set, else Debian's Chromium, else Playwright's own
 * download; null when none is on this machine (scripts/ensure-browser.ts then installs one or says how).
 */
export function findChromium(
  env: Record<string, string | undefined> = process.env,
  exists: (file: string) => boolean = existsSync,
  downloaded: () => string | null = playwrightChromium,
): string | null {
  const asked = env.CHROMIUM_PATH ?? env.CHROME_PATH;
  if (asked) return asked;
  if (exists(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  const own = downloaded();
  return own && exists(own) ? own : null;
}

/**
 * Chromium as every browser run of the project launches it (Playwright's e2e suite, the benches): headless
 * without a sandbox or GPU, and offline — every host but loopback fails to resolve, so nothing outside is contacted.
 */
export const CHROMIUM_PATH = findChromium() ?? DEBIAN_CHROMIUM;

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.*, EXCLUDE [::1]",
];
