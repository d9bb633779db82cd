import { describe, expect, it } from "vitest";
import { DEBIAN_CHROMIUM, findChromium } from "./chromium";
import { installSteps, NO_BROWSER_MESSAGE } from "./ensure-browser";

const own = "/root/.cache/ms-playwright/chromium-1/chrome-linux64/chrome";

describe("findChromium", () => {
  it("takes CHROMIUM_PATH (or CHROME_PATH) first, as given", () => {
    expect(
      findChromium(
        { CHROMIUM_PATH: "/opt/chrome" },
        () => false,
        () => null,
      ),
    ).toBe("/opt/chrome");
    expect(
      findChromium(
        { CHROME_PATH: "/opt/chrome" },
        () => false,
        () => null,
      ),
    ).toBe("/opt/chrome");
  });

  it("prefers Debian's Chromium, then Playwright's own download, then nothing", () => {
    expect(
      findChromium(
        {},
        () => true,
        () => own,
      ),
    ).toBe(DEBIAN_CHROMIUM);
    expect(
      findChromium(
        {},
        (file) => file === own,
        () => own,
      ),
    ).toBe(own);
    expect(
      findChromium(
        {},
        () => false,
        () => own,
      ),
    ).toBeNull();
    expect(
      findChromium(
        {},
        () => false,
        () => null,
      ),
    ).toBeNull();
  });
});

describe("installSteps", () => {
  it("tries Debian's package where it can install packages, then Playwright's download; only the download otherwise", () => {
    expect(installSteps({ isRoot: true, hasApt: true })).toEqual(["apt", "playwright"]);
    expect(installSteps({ isRoot: false, hasApt: true, canSudo: true })).toEqual(["sudo-apt", "playwright"]);
    expect(installSteps({ isRoot: false, hasApt: true, canSudo: false })).toEqual(["playwright"]);
    expect(installSteps({ isRoot: false, hasApt: true })).toEqual(["playwright"]);
    expect(installSteps({ isRoot: true, hasApt: false })).toEqual(["playwright"]);
    expect(installSteps({ isRoot: false, hasApt: false, canSudo: true })).toEqual(["playwright"]);
  });

  it("ends with one line, in French and English, saying what to do", () => {
    expect(NO_BROWSER_MESSAGE).not.toContain("\n");
    expect(NO_BROWSER_MESSAGE).toMatch(/apt-get install chromium/);
    expect(NO_BROWSER_MESSAGE).toMatch(/npx playwright install chromium/);
    expect(NO_BROWSER_MESSAGE).toMatch(/CHROMIUM_PATH/);
  });
});
