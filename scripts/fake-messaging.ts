/**
 * `npm run fakes:messaging`: serves the local fakes of Twilio (SMS) and the WhatsApp Cloud API (tests/fakes) on
 * loopback for a manual or black-box run, and prints the settings that point `npm start` at them (decisions 1008,
 * 1009). Each lists the messages it sent at GET /_fake/messages, as /_dev/outbox lists the e-mails; their delivery
 * reports go, signed, to the site's message-status function. TWILIO_FAKE_PORT (4803), WHATSAPP_FAKE_PORT (4804),
 * SITE_URL (http://localhost:8080). Numbers listed in FAIL_WHATSAPP (comma-separated E.164) get a « failed »
 * WhatsApp report, to show the fallback to SMS. Type `stop +225…` then Enter to send « STOP » from a number.
 */
import { createInterface } from "node:readline";
import { startTwilioFake } from "../tests/fakes/sms-twilio-fake";
import { startWhatsAppFake } from "../tests/fakes/whatsapp-fake";
import { WHATSAPP_TEMPLATES } from "../supabase/functions/_shared/messaging/texts.ts";

const KEYS = {
  TWILIO_ACCOUNT_SID: "AC00000000000000000000000000000000",
  TWILIO_AUTH_TOKEN: "fake-twilio-auth-token",
  TWILIO_FROM: "+15145550100",
  WHATSAPP_TOKEN: "fake-whatsapp-token",
  WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
  WHATSAPP_APP_SECRET: "fake-meta-app-secret",
  WHATSAPP_VERIFY_TOKEN: "fake-verify-token",
};
const siteUrl = (process.env.SITE_URL ?? "http://localhost:8080").replace(/\/+$/, "");

const twilio = await startTwilioFake({
  accountSid: KEYS.TWILIO_ACCOUNT_SID,
  authToken: KEYS.TWILIO_AUTH_TOKEN,
  port: Number(process.env.TWILIO_FAKE_PORT ?? 4803),
  inboundUrl: `${siteUrl}/functions/v1/message-status?provider=twilio`,
});
const whatsapp = await startWhatsAppFake({
  accessToken: KEYS.WHATSAPP_TOKEN,
  phoneNumberId: KEYS.WHATSAPP_PHONE_NUMBER_ID,
  appSecret: KEYS.WHATSAPP_APP_SECRET,
  templates: Object.fromEntries(
    Object.entries(WHATSAPP_TEMPLATES).map(([purpose, body]) => [`${purpose.replace(/-/g, "_")}_v1`, body]),
  ),
  webhookUrl: `${siteUrl}/functions/v1/message-status?provider=whatsapp`,
  port: Number(process.env.WHATSAPP_FAKE_PORT ?? 4804),
});
for (const phone of (process.env.FAIL_WHATSAPP ?? "").split(",").filter(Boolean)) whatsapp.failDeliveriesTo(phone);

const settings = {
  SMS_PROVIDER: "twilio",
  WHATSAPP_PROVIDER: "cloud-api",
  ...KEYS,
  TWILIO_API_URL: twilio.url,
  WHATSAPP_API_URL: whatsapp.apiUrl,
};
console.log(`Twilio fake on ${twilio.url}, WhatsApp fake on ${whatsapp.url} (reports to ${siteUrl}).`);
console.log(`Sent messages: ${twilio.url}/_fake/messages and ${whatsapp.url}/_fake/messages`);
console.log("Start the site with:\n");
console.log(
  Object.entries(settings)
    .map(([name, value]) => `${name}=${value}`)
    .join(" \\\n") + " \\\nnpm start",
);
console.log("\nThen type « stop +2250700000000 » (or « start … ») to reply from a number.");

createInterface({ input: process.stdin }).on("line", (line) => {
  const [word, phone] = line.trim().split(/\s+/);
  if (!word || !phone) return;
  void twilio
    .inbound(phone, word.toUpperCase())
    .then((status) => console.log(`${word.toUpperCase()} from ${phone}: ${status}`));
});

const stop = () => void Promise.all([twilio.close(), whatsapp.close()]).then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
