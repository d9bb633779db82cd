import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { applyTheme, getThemePreference, setTheme, THEME_BOOTSTRAP_SCRIPT, THEME_STORAGE_KEY } from "./theme";

function systemPrefersDark(dark: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: query === "(prefers-color-scheme: dark)" ? dark : false,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

describe("theme", () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.classList.remove("dark");
  });
  afterEach(() => vi.unstubAllGlobals());

  it("follows the system preference when nothing is stored", () => {
    systemPrefersDark(true);
    expect(getThemePreference()).toBe("dark");
    systemPrefersDark(false);
    expect(getThemePreference()).toBe("light");
  });

  it("lets the stored value win over the system", () => {
    systemPrefersDark(true);
    localStorage.setItem(THEME_STORAGE_KEY, "light");
    expect(getThemePreference()).toBe("light");
    applyTheme();
    expect(document.documentElement).not.toHaveClass("dark");
  });

  it("ignores a stored value that is neither dark nor light", () => {
    systemPrefersDark(true);
    localStorage.setItem(THEME_STORAGE_KEY, "sepia");
    expect(getThemePreference()).toBe("dark");
  });

  it("setTheme writes the key 'theme' and switches the class at once", () => {
    systemPrefersDark(false);
    setTheme("dark");
    expect(localStorage.getItem("theme")).toBe("dark");
    expect(document.documentElement).toHaveClass("dark");
    setTheme("light");
    expect(localStorage.getItem("theme")).toBe("light");
    expect(document.documentElement).not.toHaveClass("dark");
  });

  it("the head script applies the same rule before paint", () => {
    systemPrefersDark(false);
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    new Function(THEME_BOOTSTRAP_SCRIPT)();
    expect(document.documentElement).toHaveClass("dark");

    localStorage.removeItem(THEME_STORAGE_KEY);
    systemPrefersDark(true);
    document.documentElement.classList.remove("dark");
    new Function(THEME_BOOTSTRAP_SCRIPT)();
    expect(document.documentElement).toHaveClass("dark");
  });
});
