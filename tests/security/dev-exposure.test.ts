import { describe, expect, it } from "vitest";
import { SignJWT } from "jose";
import { networkInterfaces } from "node:os";
import { connect } from "node:net";
import { DEV_ANON_KEY, DEV_JWT_SECRET, DEV_SERVICE_ROLE_KEY } from "../../server/src/config/defaults";
import { startServer } from "../process";
import { gatewayApp } from "./fake-backend";

const keyHeaders = (key: string) => ({ apikey: key, authorization: `Bearer ${key}` });
const REMOTE = "203.0.113.7";

// Issue 17 item 2: development conveniences are reachable from this machine only.
describe("development conveniences stay on loopback", () => {
  it("serves /_dev/outbox (every reset link) to loopback clients only", async () => {
    const { from } = gatewayApp();
    expect((await from("127.0.0.1", "/_dev/outbox")).status).toBe(200);
    expect((await from("::1", "/_dev/outbox")).status).toBe(200);
    for (const peer of [REMOTE, "192.168.1.20", "::ffff:10.0.0.3", "fd00::7"]) {
      const response = await from(peer, "/_dev/outbox");
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain("token=");
    }
  });

  it("refuses /_dev/outbox through a local reverse proxy (loopback peer forwarding for someone else)", async () => {
    const { from } = gatewayApp();
    const proxied = await from("127.0.0.1", "/_dev/outbox", { headers: { "x-forwarded-for": REMOTE } });
    expect(proxied.status).toBe(404);
    const trusted = gatewayApp({ trustedProxies: ["127.0.0.1"] });
    expect((await trusted.from("127.0.0.1", "/_dev/outbox", { headers: { "x-forwarded-for": REMOTE } })).status).toBe(
      404,
    );
  });

  it("refuses the demo service-role and anon keys from another machine, on /rest/v1 and /auth/v1", async () => {
    const { from } = gatewayApp();
    for (const key of [DEV_SERVICE_ROLE_KEY, DEV_ANON_KEY]) {
      const rest = await from(REMOTE, "/rest/v1/profiles?select=*", { headers: keyHeaders(key) });
      expect(rest.status).toBe(401);
      expect((await rest.json()).message).toContain("only work from this machine");
      const write = await from(REMOTE, "/rest/v1/formations", {
        method: "POST",
        headers: { ...keyHeaders(key), "content-type": "application/json" },
        body: "{}",
      });
      expect(write.status).toBe(401);
      expect((await from(REMOTE, "/auth/v1/settings", { headers: keyHeaders(key) })).status).toBe(401);
    }
    // Re-signing a service-role token with the public secret changes nothing.
    const minted = await new SignJWT({ role: "service_role" })
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode(DEV_JWT_SECRET));
    expect((await from(REMOTE, "/rest/v1/profiles", { headers: keyHeaders(minted) })).status).toBe(401);
    // The same key from this machine passes the gateway.
    expect((await from("127.0.0.1", "/auth/v1/settings", { headers: keyHeaders(DEV_ANON_KEY) })).status).toBe(200);
  });

  it("accepts the demo keys remotely only when ALLOW_DEMO_KEYS_REMOTE is set, and its own secret's keys anywhere", async () => {
    const allowed = gatewayApp({ allowDemoKeysRemote: true });
    expect((await allowed.from(REMOTE, "/auth/v1/settings", { headers: keyHeaders(DEV_ANON_KEY) })).status).toBe(200);

    const secret = "a-real-project-secret-with-more-than-32-characters";
    const own = gatewayApp({ secret });
    const anon = await new SignJWT({ role: "anon" })
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode(secret));
    expect((await own.from(REMOTE, "/auth/v1/settings", { headers: keyHeaders(anon) })).status).toBe(200);
    expect((await own.from(REMOTE, "/auth/v1/settings", { headers: keyHeaders(DEV_ANON_KEY) })).status).toBe(401);
  });

  it("a plain start listens on 127.0.0.1 only", async () => {
    const server = await startServer({ HOST: "" });
    try {
      expect(server.output()).toContain("Site ready");
      const reachable = (host: string) =>
        new Promise<boolean>((resolve) => {
          const socket = connect({ host, port: Number(new URL(server.url).port) });
          socket.once("connect", () => (socket.destroy(), resolve(true)));
          socket.once("error", () => resolve(false));
        });
      expect(await reachable("127.0.0.1")).toBe(true);
      const others = Object.values(networkInterfaces())
        .flat()
        .filter((i) => i && !i.internal && i.family === "IPv4");
      for (const address of others) expect(await reachable(address!.address)).toBe(false);
      const runtime = await fetch(`http://localhost:${new URL(server.url).port}/runtime-config.json`);
      expect(runtime.status).toBe(200);
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }
  }, 240_000);

  it("served on all interfaces, answers the outbox and the demo keys to this machine only (real sockets)", async () => {
    const server = await startServer({ HOST: "0.0.0.0" });
    try {
      const port = new URL(server.url).port;
      const outbox = (host: string) => fetch(`http://${host}:${port}/_dev/outbox`);
      const asService = (host: string) =>
        fetch(`http://${host}:${port}/rest/v1/profiles?select=id`, { headers: keyHeaders(DEV_SERVICE_ROLE_KEY) });
      expect((await outbox("127.0.0.1")).status).toBe(200);
      expect((await asService("127.0.0.1")).status).toBe(200);
      // Every other address of this machine is "the network" (none on a machine with loopback only).
      const others = Object.values(networkInterfaces())
        .flat()
        .filter((i) => i && !i.internal && i.family === "IPv4");
      for (const address of others) {
        expect((await outbox(address!.address)).status).toBe(404);
        expect((await asService(address!.address)).status).toBe(401);
      }
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }
  }, 240_000);
});
