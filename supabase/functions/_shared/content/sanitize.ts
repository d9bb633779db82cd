import { Marked, type Token } from "marked";
import sanitizeHtml from "sanitize-html";

/**
 * What an article body may contain once rendered: the structure the editor's toolbar writes (headings, lists,
 * links, quotes, images, tables, emphasis, code) and nothing else — no script, style, iframe, form, event handler
 * or inline style. sanitize-html does the work (decision 0891); these are only its settings.
 */
const BODY_RULES: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "ul",
    "ol",
    "li",
    "blockquote",
    "a",
    "strong",
    "em",
    "del",
    "code",
    "pre",
    "img",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    a: ["href", "title"],
    img: ["src", "alt", "title", "width", "height"],
    th: ["align"],
    td: ["align"],
    ol: ["start"],
  },
  allowedSchemes: ["https", "http", "mailto", "tel"],
  allowedSchemesByTag: { img: ["https", "http"] },
  allowProtocolRelative: false,
  // A heading level 1 is the page's title: the body's top level is h2.
  transformTags: { h1: "h2", h5: "h4", h6: "h4" },
  disallowedTagsMode: "discard",
};

/** The sanitised HTML of any fragment, by the body's rules. */
export function sanitizeBodyHtml(html: string): string {
  return sanitizeHtml(html, BODY_RULES);
}

/** Removes every raw HTML token from Markdown (the editor writes none: the toolbar writes Markdown syntax). */
export function withoutRawHtml(markdown: string): string {
  const lexer = new Marked({ gfm: true });
  const raws: string[] = [];
  lexer.walkTokens(lexer.lexer(markdown), (token: Token) => {
    if (token.type === "html") raws.push(token.raw);
  });
  let clean = markdown;
  // Longest first, so a block never leaves a part of itself that another token matched.
  for (const raw of raws.sort((a, b) => b.length - a.length)) clean = clean.split(raw).join("");
  return clean;
}

const renderer = new Marked({ gfm: true, breaks: false, async: false });

/** Markdown → the sanitised HTML visitors get. Raw HTML is dropped before rendering, then the result sanitised. */
export function renderArticleBody(markdown: string): { body: string; html: string } {
  const body = withoutRawHtml(markdown);
  const html = sanitizeBodyHtml(renderer.parse(body) as string);
  return { body, html };
}

/** About 200 words a minute, at least one minute. */
export function readingMinutes(markdown: string): number {
  const words = markdown.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / 200));
}
