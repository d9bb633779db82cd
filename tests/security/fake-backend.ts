import { JwtKeys } from "../../server/src/auth/jwt";
import { createApp } from "../../server/src/app";
import type { AppOptions, LocalBackend } from "../../server/src/app-options";
import { DEV_ANON_KEY, DEV_JWT_SECRET } from "../../server/src/config/defaults";
import { DEFAULT_VERIFICATION_LIMIT } from "../../server/src/http/verification-rate-limit";
import { localObjectStore } from "../../server/src/storage/object-store";

/**
 * An app with a backend whose database must never be reached: for checks the gateway makes before any query
 * (who is calling, from where). Requests go through `app.request` with a chosen TCP peer address.
 */
export function gatewayApp(options: Partial<AppOptions> & { secret?: string } = {}) {
  const unreachable = () => {
    throw new Error("the database was reached");
  };
  const mails = [{ to: "victim@example.com", link: "http://localhost:8080/auth/v1/verify?token=secret&type=recovery" }];
  const backend: LocalBackend = {
    db: {
      kind: "pglite",
      query: unreachable,
      exec: unreachable,
      transaction: unreachable,
      close: async () => {},
    } as never,
    keys: new JwtKeys(options.secret ?? DEV_JWT_SECRET),
    anonKey: DEV_ANON_KEY,
    jwtExpiry: 3600,
    authRateLimits: false,
    formRateLimit: false,
    verificationRateLimit: DEFAULT_VERIFICATION_LIMIT,
    schema: unreachable as never,
    mailer: { send: async () => {} },
    jobs: { runDue: unreachable } as never,
    storage: { store: localObjectStore("/nonexistent"), signingKey: new Uint8Array(32) },
    outbox: { send: async () => {}, list: async () => mails as never },
  };
  const app = createApp({
    siteDir: "/nonexistent",
    siteUrl: "http://localhost:8080",
    backend,
    devTools: true,
    publicConfig: () => ({ supabaseUrl: "http://localhost:8080", supabaseAnonKey: DEV_ANON_KEY }),
    ...options,
  });
  return {
    app,
    /** A request as it reaches the server from `peer` (the TCP connection's remote address). */
    from(peer: string, path: string, init: RequestInit = {}) {
      return app.request(`http://localhost:8080${path}`, init, { incoming: { socket: { remoteAddress: peer } } });
    },
  };
}
