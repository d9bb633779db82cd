/**
 * ISLAND_ASSETS_SCRIPT runs inline in every page's <head>: on an island page it requests the full stylesheet and the
 * island runtime once the page has painted from its inline critical CSS (docs/decisions/0937).
 */
import script from "./island-assets.inline.js?raw";

export const ISLAND_ASSETS_SCRIPT = script;

/** What the script notes in localStorage once the stylesheet has loaded: that stylesheet's address. */
export const STYLESHEET_SEEN_KEY = "island-stylesheet";

declare global {
  interface Window {
    /** Settles once the full stylesheet an island page loads after its first paint has arrived (or failed). */
    __islandStylesheet?: Promise<void>;
  }
}

/** Settles when the full stylesheet is there: at once on a page that links it itself. */
export function islandStylesheetReady(): Promise<void> {
  return window.__islandStylesheet ?? Promise.resolve();
}
