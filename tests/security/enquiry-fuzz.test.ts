import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEV_ANON_KEY, api, backends } from "../support";

/**
 * Property-based fuzzing of the public forms (issue 12): whatever a visitor sends to the enquiry table, the newsletter
 * RPCs or the Storage upload, the answer is never a 5xx. FUZZ_RUNS sets the cases per property.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);

const text = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom("", " ", "<script>alert(1)</script>", "=cmd|' /C calc'!A0", "é", "\u0000", "a@b.c", "x".repeat(6000)),
);
const anyJson = fc.jsonValue({ maxDepth: 3 });
const field = fc.oneof(text, anyJson);
const enquiryBody = fc.oneof(
  fc
    .record(
      {
        kind: fc.oneof(fc.constantFrom("contact", "project", "service", "information", "quote", "application"), field),
        full_name: field,
        email: fc.oneof(fc.emailAddress(), field),
        phone: field,
        organisation: field,
        subject: field,
        message: field,
        details: fc.oneof(fc.dictionary(fc.string({ maxLength: 10 }), anyJson, { maxKeys: 5 }), field),
        consent: fc.oneof(fc.boolean(), field),
        source_path: field,
        website: field,
        status: field,
      },
      { requiredKeys: [] },
    )
    .map((value) => JSON.stringify(value)),
  anyJson.map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 40 }),
);

describe.each(backends())("public forms fuzzing on $name", ({ url }) => {
  it("never answers 5xx to an enquiry body", async () => {
    await fc.assert(
      fc.asyncProperty(
        enquiryBody,
        fc.constantFrom("return=minimal", "return=representation", ""),
        async (body, prefer) => {
          const response = await api(url, "/rest/v1/enquiries", {
            method: "POST",
            headers: { "content-type": "application/json", prefer },
            body,
          });
          expect(response.status, body.slice(0, 200)).toBeLessThan(500);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("never answers 5xx to the newsletter RPCs", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("subscribe_newsletter", "confirm_newsletter", "unsubscribe_newsletter"),
        fc.record(
          {
            p_email: field,
            p_source_path: field,
            p_consent: fc.oneof(fc.boolean(), field),
            p_consent_text: field,
            p_token: field,
          },
          { requiredKeys: [] },
        ),
        async (rpc, args) => {
          const response = await api(url, `/rest/v1/rpc/${rpc}`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(args),
          });
          expect(response.status, `${rpc} ${JSON.stringify(args).slice(0, 200)}`).toBeLessThan(500);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("never answers 5xx to an upload, whatever the name, type or bytes", async () => {
    const name = fc
      .array(
        fc.oneof(
          fc.constantFrom("applications", "..", ".", "", "cv.pdf", "%2e%2e", "%00", "é", "a b", "?x", "#"),
          fc.uuid(),
          fc.string({ maxLength: 8 }),
        ),
        { maxLength: 4 },
      )
      .map((parts) => parts.join("/"));
    await fc.assert(
      fc.asyncProperty(
        name,
        fc.constantFrom("application/pdf", "multipart/form-data", "multipart/form-data; boundary=x", "text/plain", ""),
        fc.uint8Array({ maxLength: 64 }),
        fc.constantFrom("POST", "PUT", "GET", "DELETE"),
        async (objectName, type, bytes, method) => {
          const response = await fetch(`${url}/storage/v1/object/cv/${objectName}`, {
            method,
            headers: {
              apikey: DEV_ANON_KEY,
              authorization: `Bearer ${DEV_ANON_KEY}`,
              ...(type ? { "content-type": type } : {}),
            },
            body: method === "GET" ? undefined : bytes,
          });
          expect(response.status, `${method} ${objectName} ${type}`).toBeLessThan(500);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
