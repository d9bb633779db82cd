import { describe, expect, it } from "vitest";
import { ENQUIRY_STATUS_LABELS, ENQUIRY_STATUSES, enquiryStatusBadge, isEnquiryStatus } from "./enquiry";
import { NEWSLETTER_STATUS_LABELS, newsletterStatusBadge } from "./newsletter";
import {
  CHANNEL_LABELS,
  PAYMENT_METHODS,
  PAYMENT_STATUS_LABELS,
  paymentMethodLabel,
  paymentStatusBadge,
} from "./payment";
import { SESSION_STATUS_LABELS, sessionStatusBadge } from "./session";

describe("payment labels", () => {
  it("names the methods, and 'Non renseigné' for none or an unknown one", () => {
    expect(PAYMENT_METHODS.map(paymentMethodLabel)).toEqual(["Carte bancaire", "Mobile Money", "Virement bancaire"]);
    expect(paymentMethodLabel(null)).toBe("Non renseigné");
    expect(paymentMethodLabel("chèque")).toBe("Non renseigné");
  });

  it("names a card or transfer channel as its method", () => {
    expect(CHANNEL_LABELS.carte).toBe(paymentMethodLabel("carte"));
    expect(CHANNEL_LABELS.virement).toBe(paymentMethodLabel("virement"));
    expect(CHANNEL_LABELS.orange_money).toBe("Orange Money");
  });

  it("labels attempts in French, a paid one in the main colour", () => {
    expect(PAYMENT_STATUS_LABELS).toEqual({
      pending: "En attente",
      succeeded: "Payé",
      failed: "Échoué",
      cancelled: "Annulé",
    });
    expect(paymentStatusBadge("succeeded")).toBe("default");
    expect(paymentStatusBadge("failed")).toBe("secondary");
  });
});

describe("session labels", () => {
  it("labels each status and marks a cancelled session red, a full one grey", () => {
    expect(SESSION_STATUS_LABELS).toEqual({
      planned: "Annoncée",
      open: "Ouverte",
      full: "Complète",
      cancelled: "Annulée",
    });
    expect(sessionStatusBadge("cancelled")).toBe("destructive");
    expect(sessionStatusBadge("full")).toBe("secondary");
    expect(sessionStatusBadge("open")).toBe("outline");
  });
});

describe("enquiry and newsletter labels", () => {
  it("lists the inbox statuses in workflow order with their labels and colours", () => {
    expect(ENQUIRY_STATUSES.map((status) => ENQUIRY_STATUS_LABELS[status])).toEqual([
      "Nouvelle",
      "En cours",
      "Traitée",
      "Archivée",
    ]);
    expect(ENQUIRY_STATUSES.map(enquiryStatusBadge)).toEqual(["accent", "default", "success", "secondary"]);
    expect(isEnquiryStatus("traitee")).toBe(true);
    expect(isEnquiryStatus("toString")).toBe(false);
  });

  it("labels subscriptions, a confirmed one in green", () => {
    expect(NEWSLETTER_STATUS_LABELS.pending).toBe("En attente de confirmation");
    expect(newsletterStatusBadge("confirmed")).toBe("success");
    expect(newsletterStatusBadge("unsubscribed")).toBe("secondary");
  });
});
