import { describe, expect, it } from "vitest";
import { JwtKeys } from "../auth/jwt";
import type { OutgoingMail } from "@common/outgoing-mail";
import { DEV_JWT_SECRET, DEV_SERVICE_ROLE_KEY } from "../config/defaults";
import type { Database } from "../db/database";
import { emailApiRoutes } from "./email-api";

/** The two statements the e-mail API runs on private.email_acceptances, against a map. */
function acceptancesDb(accepted = new Map<string, string>()): Database {
  return {
    async query(sql: string, params?: unknown[]) {
      const key = String(params?.[0]);
      if (sql.startsWith("select")) {
        const id = accepted.get(key);
        return { rows: id === undefined ? [] : [{ message_id: id }] } as never;
      }
      if (!accepted.has(key)) accepted.set(key, key);
      return { rows: [] };
    },
  } as unknown as Database;
}

describe("the local e-mail API (study F3)", () => {
  const post = (routes: ReturnType<typeof emailApiRoutes>, key: string, subject: string) =>
    routes.request("/emails", {
      method: "POST",
      headers: {
        authorization: `Bearer ${DEV_SERVICE_ROLE_KEY}`,
        "content-type": "application/json",
        "idempotency-key": key,
      },
      body: JSON.stringify({ to: "awa@example.com", subject, text: "Bonjour", html: "<p>Bonjour</p>" }),
    });

  it("never sends again a message whose Idempotency-Key it accepted, and answers its first id", async () => {
    const sent: OutgoingMail[] = [];
    const routes = emailApiRoutes({
      keys: new JwtKeys(DEV_JWT_SECRET),
      mailer: { send: async (message) => void sent.push(message) },
      db: acceptancesDb(),
    });
    const first = await post(routes, "job-41", "Convocation");
    const again = await post(routes, "job-41", "Convocation");
    const other = await post(routes, "job-42", "Reçu");
    expect([first.status, again.status, other.status]).toEqual([200, 200, 200]);
    expect(await again.json()).toEqual(await first.json());
    expect(sent.map((message) => [message.messageId, message.subject])).toEqual([
      ["job-41", "Convocation"],
      ["job-42", "Reçu"],
    ]);
  });

  it("hands the mailer the attachments in Resend's shape (decision 1020)", async () => {
    const sent: OutgoingMail[] = [];
    const routes = emailApiRoutes({
      keys: new JwtKeys(DEV_JWT_SECRET),
      mailer: { send: async (message) => void sent.push(message) },
      db: acceptancesDb(),
    });
    const content = Buffer.from("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n").toString("base64");
    const response = await routes.request("/emails", {
      method: "POST",
      headers: { authorization: `Bearer ${DEV_SERVICE_ROLE_KEY}`, "content-type": "application/json" },
      body: JSON.stringify({
        to: "awa@example.com",
        subject: "Convocation",
        text: "Bonjour",
        html: "<p>Bonjour</p>",
        attachments: [{ filename: "invitation.ics", content, content_type: "text/calendar; method=REQUEST" }],
      }),
    });
    expect(response.status).toBe(200);
    expect(sent[0].attachments).toEqual([
      { filename: "invitation.ics", content, contentType: "text/calendar; method=REQUEST" },
    ]);
  });

  it("records nothing when the mailer refused the message, so the job's retry sends it", async () => {
    const accepted = new Map<string, string>();
    let fail = true;
    const sent: string[] = [];
    const routes = emailApiRoutes({
      keys: new JwtKeys(DEV_JWT_SECRET),
      mailer: {
        send: async (message) => {
          if (fail) throw new Error("SMTP: 421 try again later");
          sent.push(message.messageId ?? "");
        },
      },
      db: acceptancesDb(accepted),
    });
    await expect(post(routes, "job-43", "Relance")).resolves.toHaveProperty("status", 500);
    expect(accepted.size).toBe(0);
    fail = false;
    expect((await post(routes, "job-43", "Relance")).status).toBe(200);
    expect(sent).toEqual(["job-43"]);
    expect([...accepted.keys()]).toEqual(["job-43"]);
  });
});
