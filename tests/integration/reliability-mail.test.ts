import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DEV_SERVICE_ROLE_KEY, backends } from "../support";

/**
 * Issue 47 item 5, the study's F3: an e-mail the API accepted is never sent again. The local e-mail API (the one
 * process-jobs posts to) records each accepted Idempotency-Key in private.email_acceptances, on both engines.
 */
describe.each(backends())("the local e-mail API on $name (study F3)", ({ url }) => {
  const send = (key: string, subject: string) =>
    fetch(`${url}/_local/email/emails`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${DEV_SERVICE_ROLE_KEY}`,
        "content-type": "application/json",
        "idempotency-key": key,
      },
      body: JSON.stringify({ to: "fiabilite@example.com", subject, text: "Bonjour", html: "<p>Bonjour</p>" }),
    });

  it("answers a key it accepted with its first id and writes the message once", async () => {
    const key = `job-rel-${randomUUID().slice(0, 8)}`;
    const first = await send(key, "Convocation");
    const again = await send(key, "Convocation (relance)");
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(await again.json()).toEqual(await first.json());
    const outbox = (await (await fetch(`${url}/_dev/outbox`)).json()) as { id: string; subject: string }[];
    expect(outbox.filter((mail) => mail.id.includes(key)).map((mail) => mail.subject)).toEqual(["Convocation"]);
  });
});
