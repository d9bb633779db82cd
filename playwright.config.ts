import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/chromium";
import { defineConfig, devices } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// Chosen once by the runner and inherited by its workers, so that concurrent runs on one machine
// neither share a port nor wipe each other's artefacts. A fresh data directory per run: tests create
// their own users and never depend on leftovers.
process.env.E2E_PORT ??= String(4100 + Math.floor(Math.random() * 800));
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "site-e2e-"));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://localhost:${port}`;
const dataDir = process.env.E2E_DATA_DIR;

// The SMS and WhatsApp fakes (scripts/fake-messaging.ts, decisions 1008, 1009, 1015) beside the site: phone messages
// and the sign-in codes of Auth's « Send SMS » hook leave through them; a spec reads them at <fake>/_fake/messages.
const e2eTwilioFakeUrl = `http://127.0.0.1:${port + 1000}`;
const messaging = {
  SMS_PROVIDER: "twilio",
  WHATSAPP_PROVIDER: "cloud-api",
  TWILIO_ACCOUNT_SID: "AC00000000000000000000000000000000",
  TWILIO_AUTH_TOKEN: "fake-twilio-auth-token",
  TWILIO_FROM: "+15145550100",
  TWILIO_API_URL: e2eTwilioFakeUrl,
  WHATSAPP_TOKEN: "fake-whatsapp-token",
  WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
  WHATSAPP_APP_SECRET: "fake-meta-app-secret",
  WHATSAPP_VERIFY_TOKEN: "fake-verify-token",
  WHATSAPP_API_URL: `http://127.0.0.1:${port + 2000}`,
  SMS_HOOK_URI: `${baseURL}/functions/v1/send-sms-hook`,
  SMS_HOOK_SECRET: "v1,whsec_ZTJlLW9ubHktc21zLWhvb2stc2VjcmV0LW5vdC1mb3ItdXNlIQ==",
};

const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } };
// Every spec creates the users, formations and sessions it asserts on, or asserts only on the demo data nobody changes
// for good, so specs run in any order and alone (docs/testing.md).

export default defineConfig({
  testDir: "e2e",
  outputDir: `test-results/run-${port}`,
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    locale: "fr-FR",
    trace: "retain-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: "desktop", use: desktop }],
  webServer: [
    {
      command: "npx tsx scripts/fake-messaging.ts",
      url: `${e2eTwilioFakeUrl}/_fake/messages`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: { TWILIO_FAKE_PORT: String(port + 1000), WHATSAPP_FAKE_PORT: String(port + 2000), SITE_URL: baseURL },
    },
    {
      command: "node scripts/start.mjs",
      url: `${baseURL}/runtime-config.json`,
      timeout: 180_000,
      reuseExistingServer: false,
      // Always a fresh PGlite database: a DATABASE_URL meant for the integration tests must not leak in here.
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        AUTH_RATE_LIMITS: "off",
        FORM_RATE_LIMIT: "off",
        ...messaging,
      },
      stdout: "pipe",
    },
  ],
});
