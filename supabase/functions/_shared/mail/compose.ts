import { firm } from "@common/firm";

/**
 * The one place e-mails are put together: every value a visitor typed goes through `escapeHtml` in the HTML part
 * (never raw), and every message has the same branded frame (decision 0865) in HTML and plain text: a text wordmark
 * (no image to load), the body, the signature, the firm's three offices and a legal footer.
 */
export const FIRM_NAME = firm.fullName;

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: unknown): string {
  return String(value ?? "").replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

/** A paragraph of visitor text: escaped, line breaks kept. */
export const htmlParagraph = (value: unknown) => `<p>${escapeHtml(value).replace(/\r?\n/g, "<br>")}</p>`;

/** A call to action: a button in HTML (a link underneath for clients that drop styles). */
export const htmlButton = (href: string, label: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="display:inline-block;background:#0b3b60;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:6px">${escapeHtml(label)}</a></p>`;

/** A list of « label : value » facts, in both parts. */
export function factList(rows: [string, string][]): { text: string[]; html: string } {
  return {
    text: rows.map(([label, value]) => `${label} : ${value}`),
    html: `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:12px 0;border-collapse:collapse">${rows
      .map(
        ([label, value]) =>
          `<tr><td style="padding:4px 16px 4px 0;color:#4b5563;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:4px 0;vertical-align:top"><strong>${escapeHtml(value)}</strong></td></tr>`,
      )
      .join("")}</table>`,
  };
}

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

export const SIGNATURE = ["Cordialement,", `L'équipe ${FIRM_NAME}`];
const OFFICE_LINES = firm.offices.map((office) => `${office.city} — ${office.address} — ${office.phone}`);
export const LEGAL_LINE = `${firm.legalName}, société par actions constituée selon les lois du Canada — siège social : ${firm.headOffice.address}, Canada.`;
const AUTOMATIC = `Ce message vous est envoyé automatiquement ; pour nous écrire : ${firm.emails.contact}.`;

/**
 * The site's own sans-serif first (Inter, where the reader has it), then the systems' equivalents: never a serif
 * fallback (issue 48, finding 27). The lockup is the header's: the name in bold, « CONSEIL » spaced out in amber under it.
 */
export const BRAND_FONT_STACK = "Inter,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif";
const wordmark = `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#0b3b60"><tr><td style="padding:18px 24px;font-family:${BRAND_FONT_STACK};color:#ffffff;line-height:1.1"><span style="display:block;font-size:21px;font-weight:700;letter-spacing:-0.2px">Pont Atlantique</span><span style="display:block;margin-top:5px;font-size:11px;font-weight:600;letter-spacing:3px;color:#f2b441">CONSEIL</span></td></tr></table>`;

export function composeMail({ subject, text, html, footer }: MailParts): ComposedMail {
  const textFooter = [
    "",
    ...SIGNATURE,
    "",
    "—",
    ...OFFICE_LINES,
    LEGAL_LINE,
    AUTOMATIC,
    ...(footer ? [footer.text] : []),
  ];
  const htmlFooter = `<p style="margin:24px 0 0">${SIGNATURE.map(escapeHtml).join("<br>")}</p></td></tr><tr><td style="padding:16px 24px;background:#f3f4f6;color:#4b5563;font-size:12px;line-height:1.5">${OFFICE_LINES.map(escapeHtml).join("<br>")}<br><br>${escapeHtml(LEGAL_LINE)}<br>${escapeHtml(AUTOMATIC)}${footer ? `<br>${footer.html}` : ""}</td></tr>`;
  return {
    subject,
    text: [...text, ...textFooter].join("\n"),
    html: `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head><body style="margin:0;padding:0;background:#e5e7eb"><table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px 8px"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;font-family:${BRAND_FONT_STACK};font-size:15px;line-height:1.55;color:#111827"><tr><td>${wordmark}</td></tr><tr><td style="padding:24px">${html.join("")}${htmlFooter}</table></td></tr></table></body></html>`,
  };
}
