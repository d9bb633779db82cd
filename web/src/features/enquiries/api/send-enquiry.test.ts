import { beforeEach, describe, expect, it, vi } from "vitest";
import { SEND_FAILURE_MESSAGES } from "../lib/send-errors";
import { sendEnquiry } from "./send-enquiry";

const insert = vi.hoisted(() => vi.fn());
const from = vi.hoisted(() => vi.fn(() => ({ insert })));
const getSupabase = vi.hoisted(() => vi.fn(async () => ({ from })));
vi.mock("~/lib/supabase", () => ({ getSupabase }));

const contact = { kind: "contact" as const, full_name: "  Awa Koné ", email: "awa@example.com", phone: "", message: "Bonjour" };

describe("sendEnquiry", () => {
  beforeEach(() => {
    insert.mockReset();
    getSupabase.mockClear();
  });

  it("inserts one row without reading it back, optional blanks as null, consent and the page recorded", async () => {
    insert.mockResolvedValue({ error: null, status: 201 });
    await sendEnquiry({ ...contact, website: "" });
    expect(from).toHaveBeenCalledWith("enquiries");
    expect(insert).toHaveBeenCalledWith({
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
    insert.mockResolvedValue({ error: null, status: 201 });
    await sendEnquiry({ ...contact, website: "http://spam.example" });
    expect(insert.mock.calls[0][0]).toMatchObject({ website: "http://spam.example" });
  });

  it("throws the rate-limit message on 429", async () => {
    insert.mockResolvedValue({ error: { message: "Too many requests" }, status: 429 });
    await expect(sendEnquiry(contact)).rejects.toThrow(SEND_FAILURE_MESSAGES.rateLimited);
  });

  it("throws the generic message on any other refusal", async () => {
    insert.mockResolvedValue({ error: { message: "new row violates check" }, status: 400 });
    await expect(sendEnquiry(contact)).rejects.toThrow(SEND_FAILURE_MESSAGES.failed);
  });

  it("throws the generic message when the client cannot even be loaded (offline)", async () => {
    getSupabase.mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"));
    await expect(sendEnquiry(contact)).rejects.toThrow(SEND_FAILURE_MESSAGES.failed);
  });
});
