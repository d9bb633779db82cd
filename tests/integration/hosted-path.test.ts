import { describe, expect, it } from "vitest";
import { verifyHostedPath } from "../../scripts/hosted-path";

/**
 * README's hosted path (issue 29, item 6; decision 0956), as `npm run verify:hosted` runs it: a database bootstrapped
 * like a Supabase project's with its current default privileges, the migrations, the server with the functions in
 * Deno, and the learner's enrollment → payment → invoice plus an enquiry's e-mails through supabase-js, then a newly
 * published article's page from the site served against that API through SUPABASE_URL (decision 1096). It needs a
 * PostgreSQL server where it may create a database (DATABASE_URL), like the other PostgreSQL tests.
 */
describe.runIf(Boolean(process.env.DATABASE_URL))("the hosted path on PostgreSQL", () => {
  it("runs every step, from an empty database to the invoice PDF and the enquiry e-mails", async () => {
    const lines: string[] = [];
    await verifyHostedPath(process.env.DATABASE_URL, (line) => lines.push(line));
    const steps = lines.filter((line) => /^[✓✗] /.test(line));
    expect(steps.filter((line) => line.startsWith("✗"))).toEqual([]);
    for (const expected of [
      "Supabase's bootstrap",
      "every migration of supabase/migrations applied",
      "functions.invoke('enrol')",
      "functions.invoke('create-payment')",
      "the signed notification confirms the enrollment",
      "functions.invoke('invoice'): the invoice PDF",
      "the payment receipt e-mail",
      "an enquiry from a visitor",
      "/blog/<slug> of the site served against the project",
    ]) {
      expect(
        steps.some((line) => line.includes(expected)),
        expected,
      ).toBe(true);
    }
  }, 180_000);
});
