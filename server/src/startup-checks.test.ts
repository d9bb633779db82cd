import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { ConfigError } from "./config/read";
import { refuseUnworkableSettings } from "./startup-checks";

const base = { DATA_DIR: "/tmp/site-startup-checks", PORT: "0" };

describe("start-up refusal of the development keys behind a local proxy (study F6)", () => {
  it("refuses TRUSTED_PROXIES naming this machine with the public development secret, saying what to do", () => {
    for (const proxies of ["127.0.0.1", "127.0.0.0/8", "::1", "10.0.0.5, 127.0.0.1"]) {
      const check = () => refuseUnworkableSettings(loadConfig({ ...base, TRUSTED_PROXIES: proxies }));
      expect(check).toThrow(ConfigError);
      expect(check).toThrow(/TRUSTED_PROXIES names this machine .* set your own JWT_SECRET/i);
    }
  });

  it("starts with an own JWT_SECRET, with ALLOW_DEMO_KEYS_REMOTE, or with a proxy on another machine", () => {
    const settings = [
      { TRUSTED_PROXIES: "127.0.0.1", JWT_SECRET: "f".repeat(64) },
      { TRUSTED_PROXIES: "127.0.0.1", ALLOW_DEMO_KEYS_REMOTE: "true" },
      { TRUSTED_PROXIES: "10.0.0.5" },
      {},
    ];
    for (const env of settings) expect(() => refuseUnworkableSettings(loadConfig({ ...base, ...env }))).not.toThrow();
  });
});
