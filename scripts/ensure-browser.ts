// Before the end-to-end tests (`npm run test:e2e`, hence `npm test`): finds the Chromium they need or installs one —
// Debian's package when this machine can install packages (apt-get as root, or through `sudo` without a password), else
// Playwright's own download where the network allows —
// and otherwise stops with one line saying what to do (decision 1036). `.ci/run` installs Debian's first, as before.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { findChromium } from "./chromium";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export type InstallStep = "apt" | "sudo-apt" | "playwright";

/**
 * What to try, in order, when no Chromium is found: Debian's package needs apt-get and root (or a `sudo` that asks no
 * password: a prompt would hang a test run), then Playwright's download.
 */
export function installSteps({
  isRoot,
  hasApt,
  canSudo = false,
}: {
  isRoot: boolean;
  hasApt: boolean;
  canSudo?: boolean;
}): InstallStep[] {
  if (!hasApt) return ["playwright"];
  if (isRoot) return ["apt", "playwright"];
  return canSudo ? ["sudo-apt", "playwright"] : ["playwright"];
}

export const NO_BROWSER_MESSAGE =
  "Chromium introuvable et impossible à installer : « sudo apt-get install chromium » ou « npx playwright install chromium », " +
  "ou CHROMIUM_PATH=<chemin> / Chromium not found and could not be installed: run one of these, or set CHROMIUM_PATH.";

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): boolean {
  const result = spawnSync(command, args, { cwd: root, stdio: ["ignore", "ignore", "inherit"], env, timeout: 600_000 });
  return result.status === 0;
}

function install(step: InstallStep): boolean {
  if (step === "apt" || step === "sudo-apt") {
    console.log("Chromium absent : installation du paquet Debian « chromium »…");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    const apt = (args: string[]) =>
      step === "apt"
        ? run("apt-get", args, env)
        : run("sudo", ["-n", "env", "DEBIAN_FRONTEND=noninteractive", "apt-get", ...args], env);
    return apt(["update", "-qq"]) && apt(["install", "-y", "-qq", "chromium"]);
  }
  console.log("Chromium absent : téléchargement du Chromium de Playwright…");
  return run(process.execPath, [path.join(root, "node_modules/playwright/cli.js"), "install", "chromium"]);
}

function main() {
  if (findChromium()) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync("/usr/bin/apt-get");
  const steps = installSteps({
    isRoot,
    hasApt,
    // `sudo -n true` succeeds only where sudo needs no password; asked only when it could matter.
    canSudo: !isRoot && hasApt && spawnSync("sudo", ["-n", "true"], { stdio: "ignore" }).status === 0,
  });
  for (const step of steps) {
    if (install(step) && findChromium()) return;
  }
  console.error(NO_BROWSER_MESSAGE);
  process.exit(1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
