// Before the end-to-end tests (`npm run test:e2e`, hence `npm test`): finds the Chromium they need or installs one —
// Debian's package when this runs as root with apt-get, else Playwright's own download where the network allows —
// and otherwise stops with one line saying what to do (decision 1036). `.ci/run` installs Debian's first, as before.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { findChromium } from "./chromium";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export type InstallStep = "apt" | "playwright";

/** What to try, in order, when no Chromium is found: Debian's package needs root and apt-get. */
export function installSteps({ isRoot, hasApt }: { isRoot: boolean; hasApt: boolean }): InstallStep[] {
  return isRoot && hasApt ? ["apt", "playwright"] : ["playwright"];
}

export const NO_BROWSER_MESSAGE =
  "Chromium introuvable et impossible à installer : « sudo apt-get install chromium » ou « npx playwright install chromium », " +
  "ou CHROMIUM_PATH=<chemin> / Chromium not found and could not be installed: run one of these, or set CHROMIUM_PATH.";

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): boolean {
  const result = spawnSync(command, args, { cwd: root, stdio: ["ignore", "ignore", "inherit"], env, timeout: 600_000 });
  return result.status === 0;
}

function install(step: InstallStep): boolean {
  if (step === "apt") {
    console.log("Chromium absent : installation du paquet Debian « chromium »…");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    return run("apt-get", ["update", "-qq"], env) && run("apt-get", ["install", "-y", "-qq", "chromium"], env);
  }
  console.log("Chromium absent : téléchargement du Chromium de Playwright…");
  return run(process.execPath, [path.join(root, "node_modules/playwright/cli.js"), "install", "chromium"]);
}

function main() {
  if (findChromium()) return;
  const steps = installSteps({
    isRoot: process.getuid?.() === 0,
    hasApt: existsSync("/usr/bin/apt-get"),
  });
  for (const step of steps) {
    if (install(step) && findChromium()) return;
  }
  console.error(NO_BROWSER_MESSAGE);
  process.exit(1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
