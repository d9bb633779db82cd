import { randomUUID } from "node:crypto";
import { describe, expect, inject, it } from "vitest";
import { DEV_ANON_KEY, DEV_SERVICE_ROLE_KEY, api, backends, client, uniqueEmail } from "../support";

/**
 * Issue 12, abuse: per-IP limits on the public forms. The proxied test server allows 2 submissions per form and
 * client address (behind its trusted proxy, the address comes from X-Forwarded-For): each test floods from its own
 * address, and another address is still served.
 */
const url = inject("proxiedUrl");
const [pglite] = backends(); // the same database, read without any limit
/** A client in a /64 of its own: per-address limits group IPv6 addresses by /64 (issue 24 item 8). */
const newAddress = () => `2001:db8:${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}::1`;

const sendEnquiry = (from: string, email: string) =>
  api(url, "/rest/v1/enquiries", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": from },
    body: JSON.stringify({ kind: "contact", full_name: "Robot Pressé", email, message: "spam", consent: true }),
  });

describe("per-IP limits on the public forms", () => {
  it("stores no more enquiries than the limit from a flood, answering 429 in PostgREST's shape", async () => {
    const flooder = newAddress();
    const marker = `flood-${randomUUID()}`;
    const responses = await Promise.all(
      Array.from({ length: 25 }, (_, i) => sendEnquiry(flooder, `${marker}-${i}@example.com`)),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 429)).toHaveLength(23);
    const refused = responses.find((response) => response.status === 429)!;
    expect(refused.headers.get("retry-after")).toBe("60");
    expect(await refused.json()).toMatchObject({ code: "PGRST429", message: "Too many submissions from this address" });

    const stored = await client(pglite.url, DEV_SERVICE_ROLE_KEY)
      .from("enquiries" as never)
      .select("email")
      .like("email", `${marker}%`);
    expect(stored.data).toHaveLength(2);

    // Someone else, meanwhile, is served.
    expect((await sendEnquiry(newAddress(), uniqueEmail("voisin"))).status).toBe(201);
  });

  it("limits newsletter subscriptions per address", async () => {
    const flooder = newAddress();
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const response = await api(url, "/rest/v1/rpc/subscribe_newsletter", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": flooder },
        body: JSON.stringify({ p_email: uniqueEmail("inonde"), p_source_path: "/", p_consent: true }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([204, 204, 429, 429]);
  });

  it("limits CV uploads per address, answering 429 in Storage's shape", async () => {
    const flooder = newAddress();
    const upload = () =>
      fetch(`${url}/storage/v1/object/cv/applications/${randomUUID()}/cv.pdf`, {
        method: "POST",
        headers: {
          apikey: DEV_ANON_KEY,
          authorization: `Bearer ${DEV_ANON_KEY}`,
          "content-type": "application/pdf",
          "x-forwarded-for": flooder,
        },
        body: "%PDF-1.7\n%%EOF\n",
      });
    expect((await upload()).status).toBe(200);
    expect((await upload()).status).toBe(200);
    const refused = await upload();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      statusCode: "429",
      error: "too_many_requests",
      message: "Too many submissions from this address",
    });
  });

  it("does not count the admin's reads and signed URLs, nor other tables", async () => {
    const busy = newAddress();
    for (let i = 0; i < 4; i++) {
      const read = await api(url, "/rest/v1/formations?select=id&limit=1", { headers: { "x-forwarded-for": busy } });
      expect(read.status).toBe(200);
    }
    expect((await sendEnquiry(busy, uniqueEmail("apres-lecture"))).status).toBe(201);
  });
});
