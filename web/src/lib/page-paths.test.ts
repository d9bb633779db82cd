import { matchPath } from "react-router";
import { describe, expect, it } from "vitest";
import { pagePaths } from "@common/urls";
import manifest from "@common/route-manifest.generated.json";

/** The pages the server links to (e-mails, jobs, sitemap, certificate QR code) are pages of the route table. */
const samples: { [Name in keyof typeof pagePaths]: Parameters<(typeof pagePaths)[Name]> } = {
  auth: [],
  dashboard: [],
  profile: [],
  network: [],
  formation: [12],
  myTrainings: [34],
  certificates: [],
  verifyCertificate: ["PA-2026-0001"],
  evaluation: ["a1B2-c3_d4"],
  enquiry: ["4f1c2d9e-0000-4000-8000-000000000000"],
  quote: ["a1B2-c3_d4a1B2-c3_d4a1B2-c3_d4ab"],
  companySpace: [],
  agreement: ["a1B2-c3_d4a1B2-c3_d4a1B2-c3_d4ab"],
  companyAgreement: [7],
  paymentReturn: [7],
  paymentLink: ["a1B2-c3_d4a1B2-c3_d4a1B2-c3_d4ab"],
  paymentLinkReturn: [7],
  newsletterConfirm: ["t0k3n"],
  newsletterUnsubscribe: ["t0k3n"],
};

const declared = (link: string) =>
  manifest.routes.some(({ path }) => matchPath({ path, caseSensitive: true }, new URL(link, "http://x").pathname));

describe("pagePaths (common/urls.ts)", () => {
  it.each(Object.keys(samples) as (keyof typeof pagePaths)[])("%s is a page the route table declares", (name) => {
    const link = (pagePaths[name] as (...args: unknown[]) => string)(...samples[name]);
    expect(declared(link)).toBe(true);
  });

  it("writes the links the e-mails sent before, with their query and escaped values", () => {
    expect(pagePaths.myTrainings()).toBe("/mes-formations");
    expect(pagePaths.myTrainings(34)).toBe("/mes-formations?payer=34");
    expect(pagePaths.formation(12)).toBe("/formations/12");
    expect(pagePaths.verifyCertificate("PA 1/2")).toBe("/certificats/verifier/PA%201%2F2");
    expect(pagePaths.evaluation("a1B2-c3_d4")).toBe("/evaluation/a1B2-c3_d4");
    expect(pagePaths.paymentReturn(7)).toBe("/paiement/retour?paiement=7");
    expect(pagePaths.paymentReturn()).toBe("/paiement/retour");
    expect(pagePaths.newsletterConfirm("a+b")).toBe("/newsletter/confirmation?token=a%2Bb");
    expect(pagePaths.newsletterUnsubscribe()).toBe("/newsletter/desinscription");
  });
});
