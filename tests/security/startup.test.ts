import { describe, expect, it } from "vitest";
import { runServer } from "../process";

// Start-up refusals that protect a deployment (issue 14 item 1, issue 17 item 2).
describe("server start-up", () => {
  it("refuses to start in production without SITE_URL, naming it", async () => {
    const production = runServer({
      NODE_ENV: "production",
      JWT_SECRET: "a-production-secret-of-at-least-32-chars",
      SITE_URL: "",
    });
    expect(await production.exited).toBe(1);
    expect(production.output()).toContain("SITE_URL is required");
  }, 60_000);
});
