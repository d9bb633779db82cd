/**
 * The one place e-mails are put together: every value a visitor typed goes through `escapeHtml` in the HTML part
 * (never raw), and every message has the same frame (firm name, footer) in HTML and plain text.
 */
export const FIRM_NAME = "Pont Atlantique Conseil";

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: unknown): string {
  return String(value ?? "").replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

/** A paragraph of visitor text: escaped, line breaks kept. */
export const htmlParagraph = (value: unknown) => `<p>${escapeHtml(value).replace(/\r?\n/g, "<br>")}</p>`;

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

export interface MailParts {
  subject: string;
  /** Lines of the plain-text body. */
  text: string[];
  /** HTML fragments of the body, already escaped by the caller with escapeHtml/htmlParagraph. */
  html: string[];
  /** An optional footer line (e.g. an unsubscribe link), in both parts. */
  footer?: { text: string; html: string };
}

export function composeMail({ subject, text, html, footer }: MailParts): ComposedMail {
  const textFooter = [`— ${FIRM_NAME}`, ...(footer ? [footer.text] : [])];
  const htmlFooter = `<hr><p style="color:#555;font-size:13px">${escapeHtml(FIRM_NAME)}${footer ? `<br>${footer.html}` : ""}</p>`;
  return {
    subject,
    text: [...text, "", ...textFooter].join("\n"),
    html: `<!doctype html><html lang="fr"><body style="font-family:system-ui,sans-serif;line-height:1.5">${html.join("")}${htmlFooter}</body></html>`,
  };
}
