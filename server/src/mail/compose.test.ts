import { describe, expect, it } from "vitest";
import {
  BRAND_FONT_STACK,
  composeMail,
  escapeHtml,
  htmlParagraph,
} from "../../../supabase/functions/_shared/mail/compose.ts";

describe("composeMail", () => {
  it("escapes what a visitor typed and keeps their line breaks", () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'co'`)).toBe(
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;",
    );
    expect(htmlParagraph("Bonjour\n<b>vous</b>")).toBe("<p>Bonjour<br>&lt;b&gt;vous&lt;/b&gt;</p>");
  });

  it("frames both parts with the firm's name and the footer", () => {
    const mail = composeMail({
      subject: "Votre demande",
      text: ["Bonjour Awa,"],
      html: ["<p>Bonjour Awa,</p>"],
      footer: {
        text: "Se désinscrire : https://example.org/x",
        html: '<a href="https://example.org/x">Se désinscrire</a>',
      },
    });
    expect(mail.text.startsWith("Bonjour Awa,\n\nCordialement,\nL'équipe Pont Atlantique Conseil\n")).toBe(true);
    expect(mail.text.endsWith("\nSe désinscrire : https://example.org/x")).toBe(true);
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain('<a href="https://example.org/x">Se désinscrire</a>');
  });

  it("writes the wordmark in the site's sans-serif, never a serif fallback (issue 48, finding 27)", () => {
    const { html } = composeMail({ subject: "Objet", text: ["Bonjour,"], html: ["<p>Bonjour,</p>"] });
    const header = html.slice(0, html.indexOf("Bonjour,"));
    expect(header).toContain("Pont Atlantique</span>");
    expect(header).toContain(`font-family:${BRAND_FONT_STACK}`);
    expect(BRAND_FONT_STACK.startsWith("Inter,")).toBe(true);
    expect(html).not.toMatch(/Georgia|Times|[^-]serif/);
  });
});
