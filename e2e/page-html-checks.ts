import type { Page } from "@playwright/test";

/** The site's phone width: nothing in a public page's HTML may force a page wider than this (decision 1155). */
const PHONE_WIDTH = 375;

/** What a page's HTML, as the server sends it, holds and gets wrong; read by `inspectServedPage`. */
export interface ServedPage {
  status: number;
  /** The page has an h1 in its HTML: prerendered or filled by the server, not left to the app in the browser. */
  hasHeading: boolean;
  /** An element's own text is exactly « Page non trouvée » (what the crawl looks for in the browser too). */
  showsNotFound: boolean;
  /** The absolute addresses of its links, resolved against the address the answer came from. */
  links: string[];
  /** The static checks that failed (see `staticProblems`); none: an empty list. */
  problems: string[];
}

/**
 * What can be checked of a public page without running it, on the HTML the server sends: the document's language,
 * title, main heading and landmark, the zoom left to the visitor, names for images, links, buttons and fields, unique
 * ids, and no element forced wider than a phone by an inline width or an arbitrary Tailwind width without a
 * breakpoint. Runs in the browser on a parsed, inert copy of the HTML (DOMParser: no script, no request).
 */
function staticProblems({ html, url, phoneWidth }: { html: string; url: string; phoneWidth: number }) {
  const document = new DOMParser().parseFromString(html, "text/html");
  const problems: string[] = [];
  const fail = (problem: string) => problems.push(problem);
  const nameOf = (element: Element) => {
    const byId = (element.getAttribute("aria-labelledby") ?? "")
      .split(/\s+/)
      .map((id) => (id ? (document.getElementById(id)?.textContent ?? "") : ""));
    const images = [...element.querySelectorAll("img[alt], svg[aria-label]")].map(
      (image) => image.getAttribute("alt") ?? image.getAttribute("aria-label") ?? "",
    );
    return [element.getAttribute("aria-label"), ...byId, element.textContent, element.getAttribute("title"), ...images]
      .join(" ")
      .trim();
  };
  const labelled = (field: Element) =>
    !!field.getAttribute("aria-label")?.trim() ||
    !!field.getAttribute("aria-labelledby") ||
    !!field.closest("label") ||
    (!!field.id && !!document.querySelector(`label[for="${CSS.escape(field.id)}"]`));

  if (document.documentElement.getAttribute("lang") !== "fr") fail(`<html lang> is not "fr"`);
  if (!document.title.trim()) fail("empty <title>");
  const headings = [...document.querySelectorAll("h1")].filter((heading) => heading.textContent?.trim());
  if (headings.length !== 1) fail(`${headings.length} <h1> with text, expected 1`);
  if (!document.querySelector("main, [role=main]")) fail("no main landmark");
  const viewport = document.querySelector('meta[name="viewport"]')?.getAttribute("content") ?? "";
  if (
    !/width=device-width/.test(viewport) ||
    /user-scalable\s*=\s*(no|0)|maximum-scale\s*=\s*1(\.0)?\b/.test(viewport)
  ) {
    fail(`viewport "${viewport}" does not follow the device or forbids zooming`);
  }
  for (const image of document.querySelectorAll("img:not([alt])")) {
    fail(`<img src="${image.getAttribute("src")}"> without alt`);
  }
  for (const link of document.querySelectorAll("a[href]")) {
    if (!nameOf(link)) fail(`link to ${link.getAttribute("href")} without a name`);
  }
  for (const button of document.querySelectorAll("button")) {
    if (!nameOf(button)) fail(`button without a name: ${button.outerHTML.slice(0, 120)}`);
  }
  const fields = document.querySelectorAll(
    "input:not([type=hidden]):not([type=submit]):not([type=button]):not([type=reset]), select, textarea",
  );
  for (const field of fields)
    if (!field.closest("[aria-hidden=true]") && !labelled(field))
      fail(`field without a label: ${field.outerHTML.slice(0, 120)}`);
  // Ids that a name, a description or a label points to must be unique (axe's duplicate-id-aria, on the HTML).
  const referenced = new Set(
    [...document.querySelectorAll("[aria-labelledby], [aria-describedby], [aria-controls], label[for]")].flatMap(
      (element) =>
        ["aria-labelledby", "aria-describedby", "aria-controls", "for"].flatMap((name) =>
          (element.getAttribute(name) ?? "").split(/\s+/).filter(Boolean),
        ),
    ),
  );
  const ids = [...document.querySelectorAll("[id]")].map((element) => element.id).filter((id) => referenced.has(id));
  for (const id of new Set(ids.filter((id, index) => ids.indexOf(id) !== index))) fail(`duplicate id "${id}"`);
  for (const element of document.body.querySelectorAll("*")) {
    const widths = [...(element.getAttribute("style") ?? "").matchAll(/(?:^|;)\s*(?:min-)?width\s*:\s*(\d+)px/g)];
    for (const token of element.classList) {
      const match = /^(?:min-)?w-\[(\d+)px\]$/.exec(token);
      if (match) widths.push(match);
    }
    for (const [, width] of widths) {
      if (Number(width) > phoneWidth && !element.closest("[class*=overflow-x-auto], [class*=overflow-auto]")) {
        fail(`<${element.localName}> forced to ${width}px, wider than a ${phoneWidth}px phone`);
      }
    }
  }
  const refresh = document.querySelector('meta[http-equiv="refresh" i]')?.getAttribute("content") ?? "";
  const refreshTarget = /url=(.+)$/i.exec(refresh)?.[1].trim();
  return {
    redirectsTo: refreshTarget ? new URL(refreshTarget, url).href : null,
    hasHeading: !!document.querySelector("h1"),
    showsNotFound: [...document.body.querySelectorAll("*")].some(
      (element) => element.childElementCount === 0 && element.textContent?.trim() === "Page non trouvée",
    ),
    links: [...document.querySelectorAll("a[href]")].map((anchor) => new URL(anchor.getAttribute("href")!, url).href),
    problems,
  };
}

/**
 * Fetches a page as a visitor's first request does and reads its HTML in `page` (any page: nothing is navigated); a
 * page that only redirects (`<meta http-equiv="refresh">`, an old address) is read where it leads, as a browser would.
 */
export async function inspectServedPage(page: Page, baseURL: string, pathname: string): Promise<ServedPage> {
  const response = await fetch(new URL(pathname, baseURL));
  const html = await response.text();
  const { redirectsTo, ...served } = await page.evaluate(staticProblems, {
    html,
    url: response.url,
    phoneWidth: PHONE_WIDTH,
  });
  if (redirectsTo && new URL(redirectsTo).origin === new URL(baseURL).origin && redirectsTo !== response.url) {
    return inspectServedPage(page, baseURL, redirectsTo);
  }
  return { status: response.status, ...served };
}
