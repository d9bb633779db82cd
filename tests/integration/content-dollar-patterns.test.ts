import { describe, expect, it } from "vitest";
import { backends, client, DEV_SERVICE_ROLE_KEY, signedUpClient } from "../support";

/**
 * Issue 42 item 5: an editor's text is inserted into the page as typed. `String.prototype.replace` with a string
 * replacement reads `$\``, `$'`, `$&`, `$1`, `$$` as patterns — `$'` inserts the rest of the document —
 * so every insertion of a user's text uses a replacer function. Each page kind rendered from the content tables is
 * checked with those patterns in its title, summary and body.
 */
const PATTERNS = "avant $` puis $' puis $& puis $1 puis $$ fin";

/** The text of an HTML fragment: entities as React and escapeHtml write them decoded. */
const decode = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

describe.each(backends())("$ patterns in content on $name", ({ url }) => {
  const service = () => client(url, DEV_SERVICE_ROLE_KEY);
  const unique = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

  async function editor() {
    const user = await signedUpClient(url, "Rédactrice Dollar");
    const { error } = await service().rpc("set_user_role", { target_user: user.user.id, new_role: "editor" });
    expect(error).toBeNull();
    return user;
  }

  async function publish(fn: string, body: Record<string, unknown>) {
    const user = await editor();
    const { data, response } = await user.supabase.functions.invoke(fn, { body: { ...body, action: "publish" } });
    expect(response?.status, JSON.stringify(data)).toBe(201);
  }

  async function page(path: string) {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const response = await fetch(`${url}${path}`);
      const text = await response.text();
      if (response.status === 200 || Date.now() > deadline) return { status: response.status, html: text };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** The page is one whole document whose title, description and body hold the text as typed. */
  function expectVerbatim(html: string, title: string) {
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<\/html>/g)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(decode(/<title>([^<]*)<\/title>/.exec(html)![1]!).startsWith(title)).toBe(true);
    expect(decode(/<meta name="description" content="([^"]*)"/.exec(html)![1]!)).toBe(`Résumé ${PATTERNS}`);
    expect(decode(html)).toContain(`Corps ${PATTERNS}`);
  }

  it("an article's title, summary and body come out verbatim on /blog/<slug>", async () => {
    const slug = unique("dollar-article");
    const title = `Article ${PATTERNS}`;
    await publish("content-article", { title, slug, summary: `Résumé ${PATTERNS}`, body: `Corps ${PATTERNS}` });
    const { status, html } = await page(`/blog/${slug}`);
    expect(status).toBe(200);
    expectVerbatim(html, title);
  });

  it("a job offer's title, summary and description come out verbatim on /carrieres/<slug>", async () => {
    const slug = unique("dollar-offre");
    const title = `Offre ${PATTERNS}`;
    await publish("content-job-offer", {
      title,
      slug,
      location: "Dakar, Sénégal",
      summary: `Résumé ${PATTERNS}`,
      description: `Corps ${PATTERNS}`,
      closes_on: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    });
    const { status, html } = await page(`/carrieres/${slug}`);
    expect(status).toBe(200);
    expectVerbatim(html, title);
  });

  it("a case study's title, summary and sections come out verbatim on /etudes-de-cas/<slug>", async () => {
    const slug = unique("dollar-etude");
    const title = `Étude ${PATTERNS}`;
    await publish("content-case-study", {
      title,
      slug,
      summary: `Résumé ${PATTERNS}`,
      challenge: `Corps ${PATTERNS}`,
    });
    const { status, html } = await page(`/etudes-de-cas/${slug}`);
    expect(status).toBe(200);
    expectVerbatim(html, title);
  });
});
