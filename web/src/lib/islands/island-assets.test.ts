import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ISLAND_ASSETS_SCRIPT, STYLESHEET_SEEN_KEY, islandStylesheetReady } from "./island-assets";

const root = document.documentElement;
const STYLESHEET = "/assets/root-abc.css";
const RUNTIME = "/assets/islands/islands-abc.js";
const ICON = "/assets/favicon-abc.svg";

/** A stand-in for the browser's paint timing: `paint()` delivers the first-contentful-paint entry. */
class FakePaintObserver {
  static supportedEntryTypes = ["paint"];
  static instances: FakePaintObserver[] = [];
  disconnected = false;
  constructor(private readonly callback: (list: unknown, observer: FakePaintObserver) => void) {
    FakePaintObserver.instances.push(this);
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  static paint() {
    const list = { getEntriesByName: (name: string) => (name === "first-contentful-paint" ? [{ name }] : []) };
    for (const observer of FakePaintObserver.instances) if (!observer.disconnected) observer.callback(list, observer);
  }
}

function islandPage() {
  root.setAttribute("data-island-page", "");
  root.setAttribute("data-island-stylesheet", STYLESHEET);
  root.setAttribute("data-island-runtime", RUNTIME);
  document.head.innerHTML = `<link rel="icon" href="data:," data-href="${ICON}" type="image/svg+xml">`;
}

/** The inline <head> script, run as the browser runs it. */
function runScript() {
  new Function(ISLAND_ASSETS_SCRIPT)();
}

const stylesheetLink = () => document.head.querySelector<HTMLLinkElement>(`link[rel="stylesheet"]`);
const runtimeScript = () => document.head.querySelector<HTMLScriptElement>("script[type=module]");
const icon = () => document.head.querySelector<HTMLLinkElement>('link[rel="icon"]')!;

beforeEach(() => {
  vi.useFakeTimers();
  FakePaintObserver.instances = [];
  vi.stubGlobal("PerformanceObserver", FakePaintObserver);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  for (const name of ["data-island-page", "data-island-stylesheet", "data-island-runtime"]) root.removeAttribute(name);
  document.head.innerHTML = "";
  localStorage.clear();
  delete window.__islandStylesheet;
});

describe("the island assets script", () => {
  it("does nothing on a page hydrated whole by React Router", () => {
    runScript();
    FakePaintObserver.paint();
    vi.runAllTimers();
    expect(stylesheetLink()).toBeNull();
    expect(runtimeScript()).toBeNull();
    expect(window.__islandStylesheet).toBeUndefined();
  });

  it("requests the stylesheet, the runtime and the icon only once the page has painted", async () => {
    islandPage();
    runScript();
    vi.runAllTimers();
    expect(stylesheetLink()).toBeNull();
    expect(runtimeScript()).toBeNull();
    expect(icon().getAttribute("href")).toBe("data:,");

    FakePaintObserver.paint();
    vi.runAllTimers();
    expect(stylesheetLink()?.getAttribute("href")).toBe(STYLESHEET);
    expect(runtimeScript()?.getAttribute("src")).toBe(RUNTIME);
    expect(icon().getAttribute("href")).toBe(ICON);

    // Islands wait for the stylesheet; once it has loaded, the next page may ask for it at once.
    let ready = false;
    void islandStylesheetReady().then(() => (ready = true));
    await vi.waitFor(() => expect(ready).toBe(false));
    stylesheetLink()!.dispatchEvent(new Event("load"));
    await vi.waitFor(() => expect(ready).toBe(true));
    expect(localStorage.getItem(STYLESHEET_SEEN_KEY)).toBe(STYLESHEET);
  });

  it("asks at once for a stylesheet this browser has had before, and still waits for the paint for the rest", () => {
    localStorage.setItem(STYLESHEET_SEEN_KEY, STYLESHEET);
    islandPage();
    runScript();
    expect(stylesheetLink()?.getAttribute("href")).toBe(STYLESHEET);
    expect(runtimeScript()).toBeNull();
    FakePaintObserver.paint();
    vi.runAllTimers();
    expect(runtimeScript()?.getAttribute("src")).toBe(RUNTIME);
    expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
  });

  it("waits for the paint again when the stylesheet seen before is another build's", () => {
    localStorage.setItem(STYLESHEET_SEEN_KEY, "/assets/root-old.css");
    islandPage();
    runScript();
    expect(stylesheetLink()).toBeNull();
  });

  it("settles for the stylesheet even when it fails to load, so islands still hydrate", async () => {
    islandPage();
    runScript();
    FakePaintObserver.paint();
    vi.runAllTimers();
    stylesheetLink()!.dispatchEvent(new Event("error"));
    await expect(islandStylesheetReady()).resolves.toBeUndefined();
    expect(localStorage.getItem(STYLESHEET_SEEN_KEY)).toBeNull();
  });

  it("without paint timing, goes on at the load event's next frame", () => {
    vi.stubGlobal("PerformanceObserver", undefined);
    islandPage();
    runScript();
    vi.runAllTimers();
    expect(runtimeScript()).toBeNull();
    window.dispatchEvent(new Event("load"));
    vi.runAllTimers();
    expect(runtimeScript()?.getAttribute("src")).toBe(RUNTIME);
  });

  it("never waits more than five seconds after the load event for a paint (a tab opened in the background)", () => {
    islandPage();
    runScript();
    window.dispatchEvent(new Event("load"));
    vi.advanceTimersByTime(4900);
    expect(runtimeScript()).toBeNull();
    vi.advanceTimersByTime(200);
    expect(runtimeScript()?.getAttribute("src")).toBe(RUNTIME);
  });
});
