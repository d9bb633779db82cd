/** Answers the fake backend gives whatever the test is about, unless the test gives its own. */
import { http, json } from "./http";

/**
 * Negotiated prices (decision 1002), asked by the payment dialog and « Mes formations » whatever the test is about:
 * by default no rule (no breakdown) and no instalment plan; a test about them answers its own.
 */
export const pricingDefaults = [
  http("POST", "/rest/v1/rpc/price_preview", () => json(null)),
  http("GET", "/rest/v1/enrollment_instalments", () => json([])),
  http("POST", "/rest/v1/rpc/session_unit_price", () => json(null)),
];

/** « Mon calendrier » (decision 1020) in « Mon profil » and the trainer's calendar: by default no link yet. */
export const calendarDefaults = [http("POST", "/rest/v1/rpc/calendar_feed_created_at", () => json(null))];

/** The CGV accepted before paying (decision 1030): recorded by the payment dialog whatever the test is about. */
export const termsDefaults = [http("POST", "/rest/v1/rpc/accept_sale_terms", () => json(null))];
