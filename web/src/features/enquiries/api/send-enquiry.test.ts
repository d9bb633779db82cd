import { describe, expect, it } from "vitest";
import { backend, http, json, postgrestError, restInsert, setupFakeBackend } from "~/test";
import { SEND_FAILURE_MESSAGES } from "../lib/send-errors";
import { sendEnquiry } from "./send-enquiry";

setupFakeBackend();
const contact = {
  kind: "contact" as const,
  full_name: "  Awa Koné ",
  email: "awa@example.com",
  phone: "",
  message: "Bonjour",
};
const inserted = () => backend.requestsTo("/rest/v1/enquiries", "POST");

describe("sendEnquiry", () => {
  it("inserts one row without reading it back, optional blanks as null, consent and the page recorded", async () => {
    backend.use(restInsert("enquiries"));
    await sendEnquiry({ ...contact, website: "" });
    expect(inserted()).toHaveLength(1);
    expect(inserted()[0]!.headers.get("prefer") ?? "").not.toContain("return=representation");
    expect(inserted()[0]!.body).toEqual({
      kind: "contact",
      full_name: "Awa Koné",
      email: "awa@example.com",
      phone: null,
      organisation: null,
      subject: null,
      message: "Bonjour",
      details: {},
      consent: true,
      source_path: "/",
      website: "",
    });
  });

  it("passes the honeypot through so the database can drop a robot's row", async () => {
    backend.use(restInsert("enquiries"));
    await sendEnquiry({ ...contact, website: "http://spam.example" });
    expect(inserted()[0]!.body).toMatchObject({ website: "http://spam.example" });
  });

  it("throws the rate-limit message on 429", async () => {
    backend.use(http("POST", "/rest/v1/enquiries", () => json({ message: "Too many requests" }, 429)));
    await expect(sendEnquiry(contact)).rejects.toThrow(SEND_FAILURE_MESSAGES.rateLimited);
  });

  it("throws the generic message on any other refusal", async () => {
    backend.use(http("POST", "/rest/v1/enquiries", () => postgrestError("new row violates check", "23514")));
    await expect(sendEnquiry(contact)).rejects.toThrow(SEND_FAILURE_MESSAGES.failed);
  });

  it("throws the generic message when the backend cannot be reached (offline)", async () => {
    backend.use(http("POST", "/rest/v1/enquiries", () => Promise.reject(new TypeError("Failed to fetch"))));
    await expect(sendEnquiry(contact)).rejects.toThrow(SEND_FAILURE_MESSAGES.failed);
  });
});
