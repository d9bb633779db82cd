import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { outboxMailer } from "./mailer";

const dirs: string[] = [];
const outbox = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "outbox-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const message = { to: "awa@example.com", subject: "Convocation", text: "Bonjour", html: "<p>Bonjour</p>" };

describe("the local outbox", () => {
  it("writes each message whole under its final name and leaves no temporary file", async () => {
    const dir = outbox();
    await outboxMailer(dir).send({ ...message, messageId: "job-1" });
    expect(readdirSync(dir)).toEqual(["job-1.json"]);
    expect(JSON.parse(readFileSync(path.join(dir, "job-1.json"), "utf8"))).toMatchObject(message);
  });

  it("sends a message with an id once: a retry after a killed instance neither rewrites nor duplicates it", async () => {
    const dir = outbox();
    const mailer = outboxMailer(dir);
    await mailer.send({ ...message, messageId: "job-2" });
    await mailer.send({ ...message, subject: "Autre", messageId: "job-2" });
    expect(readdirSync(dir)).toEqual(["job-2.json"]);
    expect(JSON.parse(readFileSync(path.join(dir, "job-2.json"), "utf8")).subject).toBe("Convocation");
  });

  it("ignores what a killed instance left half-written: the message is sent again, and listed whole", async () => {
    const dir = outbox();
    writeFileSync(path.join(dir, "job-3.json.4242-abcdef.partial"), '{"to": "awa@exa');
    const mailer = outboxMailer(dir);
    await mailer.send({ ...message, messageId: "job-3" });
    const listed = await mailer.list();
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ ...message, id: "job-3" });
  });
});
