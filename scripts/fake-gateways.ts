/**
 * `npm run fakes:gateways`: serves the local fakes of CinetPay and Stripe (tests/fakes) on loopback for a manual or
 * black-box run, and prints the settings that point `npm start` at them. Their hosted pages let a tester pay.
 * CINETPAY_FAKE_PORT (4801), STRIPE_FAKE_PORT (4802), SITE_URL (http://localhost:8080: where Stripe's events go).
 */
import { startCinetPayFake } from "../tests/fakes/cinetpay-fake";
import { startStripeFake } from "../tests/fakes/stripe-fake";

const KEYS = {
  CINETPAY_API_KEY: "fake-cinetpay-apikey",
  CINETPAY_SITE_ID: "445160",
  CINETPAY_SECRET_KEY: "fake-cinetpay-secret-key",
  STRIPE_SECRET_KEY: "sk_test_fake_gateway_key",
  STRIPE_WEBHOOK_SECRET: "whsec_fake_gateway_secret",
};
const siteUrl = (process.env.SITE_URL ?? "http://localhost:8080").replace(/\/+$/, "");

const cinetpay = await startCinetPayFake({
  apiKey: KEYS.CINETPAY_API_KEY,
  siteId: KEYS.CINETPAY_SITE_ID,
  secretKey: KEYS.CINETPAY_SECRET_KEY,
  port: Number(process.env.CINETPAY_FAKE_PORT ?? 4801),
});
const stripe = await startStripeFake({
  secretKey: KEYS.STRIPE_SECRET_KEY,
  webhookSecret: KEYS.STRIPE_WEBHOOK_SECRET,
  webhookUrl: `${siteUrl}/functions/v1/payment-webhook?gateway=stripe`,
  port: Number(process.env.STRIPE_FAKE_PORT ?? 4802),
});

const settings = {
  PAYMENT_PROVIDERS: "XOF:cinetpay,CAD:stripe",
  ...KEYS,
  CINETPAY_API_URL: cinetpay.url,
  STRIPE_API_URL: stripe.url,
};
console.log(`CinetPay fake on ${cinetpay.url}, Stripe fake on ${stripe.url} (events to ${stripe.webhookUrl}).`);
console.log("Start the site with:\n");
console.log(
  Object.entries(settings)
    .map(([name, value]) => `${name}=${value}`)
    .join(" \\\n") + " \\\nnpm start",
);

const stop = () => void Promise.all([cinetpay.close(), stripe.close()]).then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
