// Interaction on a phone (issue 26), as figures: real Chromium (playwright-core, Debian's /usr/bin/chromium) with the
// phone profile of the issue (CPU ×4, 150 ms RTT, 1.6 Mbps down, 375 px wide) on the real site.
// - First tap: the page is opened and its control tapped as soon as it is visible (usually before its JavaScript has
//   run); the figure is the time from the tap to the first frame painted after the page showed a response (the
//   control pressed, a dialog, a menu or a tab opened), and the scripts fetched meanwhile.
// - Submit: a form filled, left until the network has been idle for 3 s (a person types for longer), then « Envoyer »: the time from the tap to the request
//   leaving, and the scripts fetched in between (the target is none).
// `npm run bench:interaction` (RUNS=3 by default; medians are printed and saved in bench/results/<date>.json).
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium";
import { chromium, type Browser, type Page } from "playwright-core";
import { machine, saveResult, table } from "./lib/results";
import { startServer } from "./lib/server";

const RUNS = Number(process.env.RUNS ?? 3);
/** ONLY=contact measures only the scenarios whose name contains it; PART=taps or PART=submits only those. */
const only = (name: string) => !process.env.ONLY || name.includes(process.env.ONLY);
const PHONE = { width: 375, height: 812 };

interface TapScenario {
  name: string;
  route: string;
  control: (page: Page) => ReturnType<Page["getByRole"]>;
  /** The effect the tap asks for, once the app performs it. */
  effect: (page: Page) => ReturnType<Page["getByRole"]>;
}

interface SubmitScenario {
  name: string;
  route: string;
  fill: (page: Page) => Promise<void>;
  submit: (page: Page) => ReturnType<Page["getByRole"]>;
  request: RegExp;
}

const TAPS: TapScenario[] = [
  {
    name: "/ « Contactez-nous »",
    route: "/",
    control: (page) => page.getByRole("button", { name: "Contactez-nous" }).first(),
    effect: (page) => page.getByRole("dialog"),
  },
  {
    name: "/ « Ouvrir le menu »",
    route: "/",
    control: (page) => page.getByRole("button", { name: "Ouvrir le menu" }),
    effect: (page) => page.getByRole("navigation", { name: "Menu mobile" }),
  },
  {
    name: "/formations/1 « S'inscrire »",
    route: "/formations/1",
    control: (page) => page.getByRole("button", { name: /S'inscrire/ }).first(),
    effect: (page) => page.getByRole("dialog").or(page.getByRole("alert")).first(),
  },
  {
    name: "/auth « Inscription »",
    route: "/auth",
    control: (page) => page.getByRole("tab", { name: "Inscription" }),
    effect: (page) => page.getByRole("tab", { name: "Inscription", selected: true }),
  },
];

const unique = () => Math.random().toString(36).slice(2, 8);

const SUBMITS: SubmitScenario[] = [
  {
    name: "/contact « Envoyer le message »",
    route: "/contact",
    async fill(page) {
      const form = page.getByRole("form", { name: "Formulaire de contact" });
      await form.getByLabel(/Nom complet/).fill(`Banc ${unique()}`);
      await form.getByLabel(/Adresse email/).fill(`banc-${unique()}@example.com`);
      await form.getByLabel(/Sujet/).fill("Banc d'essai");
      await form.getByLabel(/^Message/).fill("Mesure de l'envoi sur téléphone.");
    },
    submit: (page) => page.getByRole("button", { name: "Envoyer le message" }),
    request: /\/(rest|functions)\/v1\//,
  },
  {
    name: "/devis « Demander un devis »",
    route: "/devis?formation=1",
    async fill(page) {
      const form = page.getByRole("form", { name: "Demande de devis" });
      await form.getByLabel(/Nom complet/).fill(`Banc ${unique()}`);
      await form.getByLabel(/Adresse email/).fill(`banc-${unique()}@example.com`);
      await form.getByLabel(/^Organisation/).fill("Banc d'essai");
      await form.getByLabel(/Nombre de participants/).fill("8");
      await form.getByLabel(/Ville de la formation/).fill("Dakar");
      await form.getByLabel(/Dates ou période/).fill("Mars 2027");
    },
    submit: (page) =>
      page.getByRole("form", { name: "Demande de devis" }).getByRole("button", { name: "Demander un devis" }),
    request: /\/(rest|functions)\/v1\//,
  },
  {
    name: "/ dialog « Envoyer ma demande »",
    route: "/",
    async fill(page) {
      await page.getByRole("button", { name: "Contactez-nous" }).first().click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel(/Nom complet/).fill(`Banc ${unique()}`);
      await dialog.getByLabel(/Email professionnel/).fill(`banc-${unique()}@example.com`);
    },
    submit: (page) => page.getByRole("dialog").getByRole("button", { name: "Envoyer ma demande" }),
    request: /\/(rest|functions)\/v1\//,
  },
  {
    name: "/auth « Se connecter »",
    route: "/auth",
    async fill(page) {
      const form = page.getByRole("form", { name: "Connexion" });
      await form.getByLabel("Email").fill(`banc-${unique()}@example.com`);
      await form.getByLabel("Mot de passe", { exact: true }).fill("Mauvais2027");
    },
    submit: (page) => page.getByRole("button", { name: "Se connecter" }),
    request: /\/auth\/v1\/token/,
  },
];

/** Runs in the page before its own scripts: notes the first tap and the first response the page shows to it. */
function probe() {
  const state = {
    tapAt: -1,
    respondedAt: -1,
    paintedAt: -1,
    response: "",
  };
  (window as unknown as { __probe: typeof state }).__probe = state;
  // The default buffer (250 entries) can fill before the submit on a page that fetched its code file by file.
  performance.setResourceTimingBufferSize(5_000);
  addEventListener(
    "pointerdown",
    () => {
      if (state.tapAt < 0) state.tapAt = performance.now();
    },
    true,
  );
  const WATCHED = ["data-early-pressed", "aria-expanded", "aria-pressed", "aria-selected", "aria-checked", "open"];
  // A popover (the site menu, decision 0959) opens without touching the DOM: its beforetoggle event, fired as it
  // opens (its toggle event comes a task later), says so. (No named helper function in here: tsx would wrap it in a
  // `__name` call the page does not have.)
  addEventListener(
    "beforetoggle",
    (event) => {
      if (state.tapAt < 0 || state.respondedAt >= 0 || (event as ToggleEvent).newState !== "open") return;
      state.respondedAt = performance.now();
      state.response = "popover";
      requestAnimationFrame(() => setTimeout(() => (state.paintedAt = performance.now())));
    },
    true,
  );
  new MutationObserver((records) => {
    if (state.tapAt < 0 || state.respondedAt >= 0) return;
    for (const record of records) {
      let response = "";
      const target = record.target as Element;
      if (record.type === "attributes" && WATCHED.includes(record.attributeName ?? "")) {
        if (record.attributeName !== "data-early-pressed" || target.hasAttribute("data-early-pressed"))
          response = record.attributeName!;
      } else if (record.type === "childList") {
        for (const node of record.addedNodes) {
          if (
            node instanceof Element &&
            (node.matches("[role=dialog],[role=alert]") || node.querySelector("[role=dialog]"))
          )
            response = "dialog";
        }
      }
      if (response) {
        state.respondedAt = performance.now();
        state.response = response;
        requestAnimationFrame(() => setTimeout(() => (state.paintedAt = performance.now())));
        return;
      }
    }
  }).observe(document, { subtree: true, attributes: true, childList: true });
}

async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, locale: "fr-FR" });
  await context.addInitScript(probe);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  return page;
}

interface ProbeState {
  tapAt: number;
  respondedAt: number;
  paintedAt: number;
  response: string;
}

const readProbe = (page: Page) => page.evaluate(() => (window as unknown as { __probe: ProbeState }).__probe);

/** Scripts fetched between two instants of the page's clock. */
const scriptsBetween = (page: Page, from: number, to: number) =>
  page.evaluate(
    ([start, end]) =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.endsWith(".js") && entry.startTime >= start && entry.startTime <= end).length,
    [from, to] as const,
  );

async function measureTap(browser: Browser, origin: string, scenario: TapScenario) {
  const page = await phonePage(browser);
  try {
    await page.goto(origin + scenario.route, { waitUntil: "commit" });
    const control = scenario.control(page);
    await control.waitFor({ state: "visible", timeout: 60_000 });
    await control.click({ noWaitAfter: true });
    await page.waitForFunction(() => (window as unknown as { __probe: ProbeState }).__probe.paintedAt >= 0, null, {
      timeout: 30_000,
    });
    await scenario.effect(page).waitFor({ state: "visible", timeout: 60_000 });
    const effectAt = await page.evaluate(() => performance.now());
    const state = await readProbe(page);
    return {
      responseMs: state.paintedAt - state.tapAt,
      response: state.response,
      effectMs: effectAt - state.tapAt,
      scripts: await scriptsBetween(page, state.tapAt, effectAt),
    };
  } finally {
    await page.context().close();
  }
}

async function measureSubmit(browser: Browser, origin: string, scenario: SubmitScenario) {
  const page = await phonePage(browser);
  try {
    await page.goto(origin + scenario.route, { waitUntil: "load" });
    await scenario.fill(page);
    // A person takes seconds to type what `fill` types at once: the submit is pressed once the page has been quiet
    // for a few seconds, as it would be by then.
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(3_000);
    await page.evaluate(() => ((window as unknown as { __probe: ProbeState }).__probe.tapAt = -1));
    const leaving = page.waitForRequest((request) => scenario.request.test(request.url()), { timeout: 30_000 });
    await scenario.submit(page).click({ noWaitAfter: true });
    const request = await leaving.catch(async (error: Error) => {
      if (process.env.BENCH_SCREENSHOTS) await page.screenshot({ path: process.env.BENCH_SCREENSHOTS, fullPage: true });
      throw error;
    });
    await request.response().catch(() => null);
    const [tapAt, requestAt] = await page.evaluate((pattern) => {
      const tap = (window as unknown as { __probe: ProbeState }).__probe.tapAt;
      const entry = performance
        .getEntriesByType("resource")
        .find((candidate) => new RegExp(pattern).test(candidate.name) && candidate.startTime >= tap);
      return [tap, entry?.startTime ?? -1];
    }, scenario.request.source);
    if (tapAt < 0 || requestAt < 0) throw new Error("the tap or the request was not seen by the page");
    return { requestMs: requestAt - tapAt, scripts: await scriptsBetween(page, tapAt, requestAt) };
  } finally {
    await page.context().close();
  }
}

/** A run that failed is warned about and counted as `failed` (NaN figures, left out of the medians). */
async function orWarn<T>(name: string, run: Promise<T>, failed: T): Promise<T> {
  try {
    return await run;
  } catch (error) {
    console.warn(`${name}: ${(error as Error).message.split("\n")[0]}`);
    return failed;
  }
}

/** Median of the runs that succeeded (a failed run is warned about and left out). */
const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
const ms = (value: number) => `${Math.round(value)} ms`;

const server = await startServer({ env: { FORM_RATE_LIMIT: "off" } });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
try {
  const taps = [];
  for (const scenario of TAPS.filter((candidate) => only(candidate.name) && process.env.PART !== "submits")) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      runs.push(
        await orWarn(scenario.name, measureTap(browser, server.origin, scenario), {
          responseMs: NaN,
          response: "échec",
          effectMs: NaN,
          scripts: NaN,
        }),
      );
    }
    taps.push({
      scenario: scenario.name,
      responseMs: median(runs.map((r) => r.responseMs)),
      response: [...new Set(runs.map((r) => r.response))].join(", "),
      effectMs: median(runs.map((r) => r.effectMs)),
      scripts: median(runs.map((r) => r.scripts)),
    });
  }
  const submits = [];
  for (const scenario of SUBMITS.filter((candidate) => only(candidate.name) && process.env.PART !== "taps")) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      runs.push(
        await orWarn(scenario.name, measureSubmit(browser, server.origin, scenario), { requestMs: NaN, scripts: NaN }),
      );
    }
    submits.push({
      scenario: scenario.name,
      requestMs: median(runs.map((r) => r.requestMs)),
      scripts: median(runs.map((r) => r.scripts)),
    });
  }
  console.log(
    `\nPhone profile (CPU ×4, 150 ms RTT, 1.6 Mbps, 375 px), medians of ${RUNS}, load average ${machine().loadAverage1m} at the end\n`,
  );
  console.log(
    table(
      ["first tap", "tap → visible response", "response", "tap → effect", "scripts until effect"],
      taps.map((t) => [t.scenario, ms(t.responseMs), t.response, ms(t.effectMs), t.scripts]),
    ),
  );
  console.log(
    table(
      ["submit", "tap → request", "scripts fetched on submit"],
      submits.map((s) => [s.scenario, ms(s.requestMs), s.scripts]),
    ),
  );
  console.log(`saved in ${saveResult("interaction", { runs: RUNS, taps, submits })}`);
} finally {
  await browser.close();
  await server.stop();
}
