// A browser audit of every role's screens (issue 48), not part of `npm test`: against a started site
// (`npm start`, or `PORT=… SKIP_BUILD=1 node scripts/start.mjs`), it signs in through `/auth` as each role, opens their
// journeys at 375 px (phone, touch, DPR 2) and 1 280 px, saves a screenshot of each into AUDIT_DIR and checks what a
// machine can: the page no wider than its viewport, a visible focus ring on the first Tab stops, and French typography
// in the visible text (a no-break space before « : ; ! ? » and inside « », no DD/MM/YYYY, no « 09:17 »).
// The screenshots are for a person to look at; the checks only point at where to look.
//   AUDIT_URL=http://localhost:8080 AUDIT_DIR=/tmp/audit npx tsx scripts/audit-screens.ts [role…]
// Accounts: the seeded demo trainer and learner (password Formation2027, README « Comptes de démonstration »); an admin
// and an editor are signed up and given their role with the development service-role key (like `npm run admin:create`).
import { chromium, type Browser, type Page } from "@playwright/test";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium";
import { DEV_ANON_KEY, DEV_SERVICE_ROLE_KEY } from "../server/src/config/defaults";

const base = process.env.AUDIT_URL ?? "http://localhost:8080";
const out = process.env.AUDIT_DIR ?? "/tmp/audit";
const PASSWORD = "Formation2027";
const DEMO = {
  trainer: "formateur.demo@pontatlantique-conseil.example",
  learner: "apprenant3.demo@pontatlantique-conseil.example",
};

type Role = "visitor" | "learner" | "trainer" | "admin" | "editor";
interface Finding {
  role: Role;
  width: number;
  page: string;
  kind: string;
  detail: string;
}
const findings: Finding[] = [];
const viewports = [
  { width: 375, height: 812, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  { width: 1280, height: 800, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
];

async function api(pathname: string, body: unknown, key = DEV_ANON_KEY): Promise<Record<string, unknown>> {
  const response = await fetch(`${base}${pathname}`, {
    method: "POST",
    headers: { apikey: key, authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${text}`);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** A staff account of that role: signed up once, then given the role through set_user_role. */
async function staffAccount(role: "admin" | "editor", fullName: string): Promise<string> {
  const email = `audit-${role}@example.com`;
  try {
    const session = await api("/auth/v1/signup", { email, password: PASSWORD, data: { full_name: fullName } });
    const id = (session.user as { id: string }).id;
    await api("/rest/v1/rpc/set_user_role", { target_user: id, new_role: role }, DEV_SERVICE_ROLE_KEY);
  } catch (error) {
    if (!String(error).includes("already")) throw error; // a second run reuses the account
  }
  return email;
}

/** What the page shows that a French reader would see as a slip, and whether it fits its viewport. */
async function check(page: Page, role: Role, width: number, name: string) {
  const found = await page.evaluate(() => {
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    const text = document.body.innerText;
    const slips: string[] = [];
    const look = (kind: string, pattern: RegExp) => {
      for (const match of text.matchAll(pattern)) {
        const at = match.index ?? 0;
        slips.push(`${kind}: …${text.slice(Math.max(0, at - 30), at + 20).replace(/\n/g, " ⏎ ")}…`);
        if (slips.length > 40) return;
      }
    };
    look("espace ordinaire avant : ; ! ?", / [:;!?](?=\s|$)/g);
    look("rien avant ; ! ?", /[\p{L}\d)»][;!?](?=\s|$)/gu);
    look("deux-points collé", /\p{L}:(?=\s)/gu);
    look("espace ordinaire dans « »", /« | »/g);
    look("date numérique", /\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/g);
    look("date ISO", /\b20\d\d-\d\d-\d\d\b/g);
    look("heure à deux-points", /\b\d{1,2}:\d{2}\b/g);
    return { overflow, slips };
  });
  if (found.overflow > 0)
    findings.push({ role, width, page: name, kind: "plus large que l'écran", detail: `${found.overflow} px` });
  for (const slip of found.slips) findings.push({ role, width, page: name, kind: "typographie", detail: slip });
}

/** The first Tab stops: each must draw an outline or a ring. */
async function checkFocus(page: Page, role: Role, width: number, name: string) {
  for (let stop = 0; stop < 3; stop++) {
    await page.keyboard.press("Tab");
    const ring = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return "none";
      const style = getComputedStyle(element);
      const visible =
        (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) ||
        (style.boxShadow !== "none" && style.boxShadow !== "");
      return visible ? "ok" : `${element.tagName.toLowerCase()} « ${(element.textContent ?? "").trim().slice(0, 40)} »`;
    });
    // Past a page's last control the focus leaves the document for the browser: not an invisible stop.
    if (ring === "none" && stop > 0) break;
    if (ring !== "ok") findings.push({ role, width, page: name, kind: "focus invisible", detail: ring });
  }
}

async function visit(
  page: Page,
  role: Role,
  width: number,
  url: string,
  name: string,
  act?: (page: Page) => Promise<void>,
) {
  try {
    await page.goto(`${base}${url}`, { waitUntil: "load" });
    await page
      .locator("html[data-hydrated]")
      .waitFor({ state: "attached", timeout: 20_000 })
      .catch(() => undefined);
    await page.waitForLoadState("networkidle", { timeout: 15_000 }).catch(() => undefined);
    // Skeletons stand for data still on its way: wait for them to go (a loaded machine can take seconds).
    await page
      .waitForFunction(() => document.querySelectorAll(".animate-pulse").length === 0, undefined, { timeout: 20_000 })
      .catch(() => undefined);
    if (act) await act(page);
    await page.waitForTimeout(400);
    const file = path.join(out, `${role}-${width}-${name}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await check(page, role, width, name);
    if (!act) await checkFocus(page, role, width, name);
  } catch (error) {
    findings.push({ role, width, page: name, kind: "étape impossible", detail: String(error).split("\n")[0] });
  }
}

async function signIn(page: Page, role: Role, width: number, email: string) {
  await page.goto(`${base}/auth`);
  await page
    .locator("html[data-hydrated]")
    .waitFor({ state: "attached", timeout: 20_000 })
    .catch(() => undefined);
  await page.getByRole("tabpanel").getByLabel("Email").fill(email);
  await page.getByRole("tabpanel").getByLabel("Mot de passe", { exact: true }).fill(PASSWORD);
  await page
    .getByRole("main")
    .getByRole("button", { name: /Se connecter/ })
    .first()
    .click();
  await page.waitForURL((url) => !url.pathname.startsWith("/auth"), { timeout: 20_000 });
  await page.waitForLoadState("networkidle", { timeout: 15_000 }).catch(() => undefined);
  const landing = new URL(page.url()).pathname;
  findings.push({ role, width, page: "connexion", kind: "arrivée", detail: landing });
  await page.screenshot({ path: path.join(out, `${role}-${width}-arrivee.png`), fullPage: true });
}

/** Enrols the signed-in learner in the first open session of a formation by `method`, up to the gateway or the details. */
async function enrolBy(page: Page, method: "Carte bancaire" | "Mobile Money" | "Virement bancaire") {
  const dialog = page.getByRole("dialog");
  await page
    .getByRole("button", { name: /S'inscrire à cette formation|S'inscrire/ })
    .first()
    .click();
  await dialog.waitFor();
  await dialog.getByRole("radio", { name: method }).click();
  if (method === "Mobile Money")
    await dialog.getByRole("textbox", { name: /Numéro de téléphone/ }).fill("07 01 02 03 04");
  const terms = dialog.getByRole("checkbox");
  for (const box of await terms.all()) if (!(await box.isChecked())) await box.check();
}

const JOURNEYS: Record<Role, { url: string; name: string; act?: (page: Page) => Promise<void> }[]> = {
  visitor: [
    { url: "/", name: "accueil" },
    { url: "/formations", name: "catalogue" },
    { url: "/formations/2", name: "formation" },
    { url: "/contact", name: "contact" },
    {
      url: "/contact",
      name: "contact-erreurs",
      act: (p) =>
        p
          .getByRole("main")
          .getByRole("button", { name: /Envoyer/ })
          .first()
          .click(),
    },
    { url: "/rendez-vous", name: "rendez-vous" },
    { url: "/blog", name: "blog" },
    { url: "/etudes-de-cas", name: "etudes-de-cas" },
    { url: "/etudes-de-cas/inconnue-404", name: "etude-inconnue" },
    { url: "/notre-equipe", name: "equipe" },
    { url: "/auth", name: "auth" },
  ],
  learner: [
    { url: "/mes-formations", name: "mes-formations" },
    { url: "/certificats", name: "certificats" },
    { url: "/formations/2", name: "paiement-carte", act: (p) => enrolBy(p, "Carte bancaire") },
    { url: "/formations/2", name: "paiement-mobile", act: (p) => enrolBy(p, "Mobile Money") },
    { url: "/formations/2", name: "paiement-virement", act: (p) => enrolBy(p, "Virement bancaire") },
    { url: "/emarger", name: "emarger" },
    { url: "/tableau-de-bord", name: "tableau-de-bord" },
  ],
  trainer: [
    { url: "/tableau-de-bord", name: "journee" },
    { url: "/calendrier", name: "calendrier" },
    { url: "/gestion-sessions", name: "sessions" },
  ],
  admin: [
    { url: "/tableau-de-bord", name: "tableau-de-bord" },
    { url: "/paiements", name: "paiements" },
    { url: "/gestion-sessions", name: "sessions" },
    { url: "/resultats", name: "bilan-qualite" },
    { url: "/demandes", name: "demandes" },
    { url: "/statistiques", name: "statistiques" },
  ],
  editor: [
    { url: "/contenus", name: "contenus" },
    { url: "/contenus/articles/nouveau", name: "article-nouveau" },
  ],
};

async function audit(browser: Browser, role: Role) {
  const email =
    role === "admin"
      ? await staffAccount("admin", "Adjoua Kouassi")
      : role === "editor"
        ? await staffAccount("editor", "Nadia Benali")
        : role === "visitor"
          ? null
          : DEMO[role];
  for (const viewport of viewports) {
    const context = await browser.newContext({ locale: "fr-FR", timezoneId: "Africa/Abidjan", ...viewport, viewport });
    // tsx (esbuild) names the functions it compiles with a helper the page does not have: give it one.
    await context.addInitScript("globalThis.__name = (target) => target;");
    const page = await context.newPage();
    if (email) {
      try {
        await signIn(page, role, viewport.width, email);
      } catch (error) {
        findings.push({
          role,
          width: viewport.width,
          page: "connexion",
          kind: "étape impossible",
          detail: String(error).split("\n")[0],
        });
        await context.close();
        continue;
      }
    }
    for (const journey of JOURNEYS[role])
      await visit(page, role, viewport.width, journey.url, journey.name, journey.act);
    // The trainer's day links to today's attendance: open it as the trainer sees it.
    if (role === "trainer") {
      const link = page.locator('a[href^="/emargement/"]').first();
      await page.goto(`${base}/tableau-de-bord`);
      const href = await link.getAttribute("href", { timeout: 15_000 }).catch(() => null);
      if (href) await visit(page, role, viewport.width, href, "emargement");
      else
        findings.push({
          role,
          width: viewport.width,
          page: "emargement",
          kind: "étape impossible",
          detail: "aucun lien vers l'émargement du jour",
        });
    }
    await context.close();
  }
}

mkdirSync(out, { recursive: true });
const asked = process.argv.slice(2) as Role[];
const roles: Role[] = asked.length ? asked : ["visitor", "learner", "trainer", "admin", "editor"];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const role of roles) await audit(browser, role);
await browser.close();
writeFileSync(path.join(out, "findings.json"), JSON.stringify(findings, null, 2));
for (const finding of findings)
  console.log(`${finding.role} ${finding.width} ${finding.page} — ${finding.kind}: ${finding.detail}`);
console.log(`${findings.length} lignes ; captures dans ${out}`);
