import type { ServerConfig } from "./config";
import { DEV_JWT_SECRET } from "./config/defaults";
import { ConfigError } from "./config/read";
import { ProxyList } from "./http/client-ip";

/**
 * Settings that start but cannot work together, refused at start-up with what to do instead (issue 47 item 5, the
 * reliability study's F6, decision 1006).
 *
 * The public development keys answer only requests made on this machine without a proxy (http/api-key.ts). When
 * TRUSTED_PROXIES names this machine, no request can be told apart from one its local proxy forwards, so every API
 * call — the server's own calls to its functions and the jobs' among them — was refused 401 PGRST301 and no job ran.
 */
export function refuseUnworkableSettings(config: ServerConfig): void {
  if (config.mode !== "local" || config.jwtSecret !== DEV_JWT_SECRET || config.allowDemoKeysRemote) return;
  const proxies = new ProxyList(config.trustedProxies);
  const local = ["127.0.0.1", "::1"].filter((address) => proxies.has(address));
  if (local.length === 0) return;
  throw new ConfigError(
    `TRUSTED_PROXIES names this machine (${local.join(", ")}) while JWT_SECRET is the public development secret: ` +
      "the development keys answer only requests made on this machine without a proxy, so every API call (the " +
      "server's own calls to its functions and jobs too) would be refused. Set your own JWT_SECRET (README, " +
      "« Running it for real »), or ALLOW_DEMO_KEYS_REMOTE=true to try a proxy on this machine with the development keys.",
  );
}
