/**
 * Light/dark theme. The stored preference (localStorage "theme") wins; without one the system
 * preference is followed. The same rule runs before first paint through THEME_BOOTSTRAP_SCRIPT.
 */
export type Theme = "light" | "dark";

export const THEME_STORAGE_KEY = "theme";

/**
 * Inline <head> script applying the class before paint. Keep it a constant string: its hash is
 * allowed by the Content-Security-Policy.
 */
export const THEME_BOOTSTRAP_SCRIPT =
  "try{var t=localStorage.getItem('theme');if(t!=='dark'&&t!=='light')t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';document.documentElement.classList.toggle('dark',t==='dark')}catch(e){}";

function readStored(): Theme | null {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return value === "dark" || value === "light" ? value : null;
  } catch {
    return null;
  }
}

function systemTheme(): Theme {
  if (typeof window === "undefined" || typeof window.matchMedia !== "function") return "light";
  return window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
}

/** The stored preference if any, else the system's. "light" when called outside a browser. */
export function getThemePreference(): Theme {
  if (typeof window === "undefined") return "light";
  return readStored() ?? systemTheme();
}

/** Puts the preferred theme's class on <html>. */
export function applyTheme(theme: Theme = getThemePreference()): Theme {
  if (typeof document !== "undefined") document.documentElement.classList.toggle("dark", theme === "dark");
  return theme;
}

/** Stores the choice and applies it at once. */
export function setTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private mode may refuse storage: the page still switches for this visit.
  }
  applyTheme(theme);
}

/** Follows system changes while the visitor has made no explicit choice. Returns the unsubscribe function. */
export function watchSystemTheme(): () => void {
  if (typeof window === "undefined" || typeof window.matchMedia !== "function") return () => {};
  const query = window.matchMedia("(prefers-color-scheme: dark)");
  const onChange = () => {
    if (!readStored()) applyTheme();
  };
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}
