import { BlockList, isIP } from "node:net";
import type { Context, MiddlewareHandler } from "hono";

/**
 * Who is calling: the one place that decides a request's client address (the rate limits' key) and whether it
 * comes from this machine (development conveniences). X-Forwarded-For is read only when the TCP peer is one of
 * TRUSTED_PROXIES; it is never trusted otherwise.
 */

/** `::ffff:1.2.3.4` (an IPv4 client on a dual-stack socket) is the IPv4 address 1.2.3.4. */
const normalise = (address: string) => {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped ? mapped[1] : trimmed;
};

/** A TRUSTED_PROXIES entry (an address or a CIDR block), or an error message naming what is wrong. */
export function parseProxyEntry(entry: string): { address: string; prefix: number; family: "ipv4" | "ipv6" } | string {
  const [rawAddress, rawPrefix, extra] = entry.trim().split("/");
  const address = normalise(rawAddress ?? "");
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return `"${entry}" is not an IP address or CIDR block`;
  const max = version === 4 ? 32 : 128;
  const prefix = rawPrefix === undefined ? max : Number(rawPrefix);
  if (!/^\d+$/.test(rawPrefix ?? String(max)) || prefix > max)
    return `"${entry}" has an invalid prefix length (0–${max})`;
  return { address, prefix, family: version === 4 ? "ipv4" : "ipv6" };
}

export class ProxyList {
  private readonly list = new BlockList();
  private readonly checked = new Map<string, boolean>();
  readonly empty: boolean;

  constructor(entries: readonly string[]) {
    for (const entry of entries) {
      const parsed = parseProxyEntry(entry);
      if (typeof parsed === "string") throw new Error(`TRUSTED_PROXIES: ${parsed}`);
      this.list.addSubnet(parsed.address, parsed.prefix, parsed.family);
    }
    this.empty = entries.length === 0;
  }

  has(address: string): boolean {
    if (this.empty) return false;
    // BlockList.check builds a SocketAddress each time: the few addresses a server sees are remembered instead.
    let known = this.checked.get(address);
    if (known === undefined) {
      const normalised = normalise(address);
      const version = isIP(normalised);
      known = version !== 0 && this.list.check(normalised, version === 4 ? "ipv4" : "ipv6");
      if (this.checked.size >= 4096) this.checked.clear();
      this.checked.set(address, known);
    }
    return known;
  }
}

const LOOPBACK = new ProxyList(["127.0.0.0/8", "::1"]);
const FORWARDING_HEADERS = ["forwarded", "x-forwarded-for", "x-real-ip"];

export interface ClientAddress {
  /** The client's address: the TCP peer, or behind a trusted proxy the right-most untrusted X-Forwarded-For entry. */
  ip: string;
  /** The request comes from this machine itself, not through any proxy. */
  loopback: boolean;
  /** The TCP peer is one of TRUSTED_PROXIES: its X-Forwarded-* headers may be believed. */
  viaTrustedProxy: boolean;
}

const peerOf = (c: Context) =>
  normalise(
    (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress ??
      "unknown",
  );

export function resolveClientAddress(c: Context, trusted: ProxyList): ClientAddress {
  const peer = peerOf(c);
  const forwarded = FORWARDING_HEADERS.some((name) => c.req.header(name) !== undefined);
  // A loopback peer that forwards for someone (a local reverse proxy) does not make its clients local.
  const loopback = LOOPBACK.has(peer) && !trusted.has(peer) && !forwarded;
  if (!trusted.has(peer)) return { ip: peer, loopback, viaTrustedProxy: false };
  const chain = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => normalise(entry))
    .filter(Boolean);
  // Each proxy appends the address it received the request from: walking from the right, the first address not
  // ours is the client; anything to its left was written by the client and proves nothing.
  for (let i = chain.length - 1; i >= 0; i--)
    if (!trusted.has(chain[i])) return { ip: chain[i], loopback, viaTrustedProxy: true };
  return { ip: chain[0] ?? peer, loopback, viaTrustedProxy: true };
}

const KEY = "clientAddress";

/** Resolves the client address once per request (see app.ts); `clientIp` and `isLoopbackRequest` read it. */
export const clientAddress =
  (trusted: ProxyList): MiddlewareHandler =>
  async (c, next) => {
    c.set(KEY as never, resolveClientAddress(c, trusted) as never);
    await next();
  };

const addressOf = (c: Context): ClientAddress =>
  (c.get(KEY as never) as ClientAddress | undefined) ?? resolveClientAddress(c, new ProxyList([]));

/** The client's address (the rate limits' key). */
export const clientIp = (c: Context): string => addressOf(c).ip;

/** The request came through a trusted reverse proxy (whose X-Forwarded-Proto may then be read). */
export const isViaTrustedProxy = (c: Context): boolean => addressOf(c).viaTrustedProxy;

/** True only for a request made on this machine, directly (the condition for development conveniences). */
export const isLoopbackRequest = (c: Context): boolean => addressOf(c).loopback;

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a dotted IPv4 tail as two groups), or undefined. */
function ipv6Groups(address: string): number[] | undefined {
  if (isIP(address) !== 6) return undefined;
  let text = address.toLowerCase().split("%")[0];
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number);
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::");
  const parse = (part: string | undefined) => (part ? part.split(":").map((group) => parseInt(group, 16)) : []);
  const left = parse(head);
  const right = parse(tail);
  const groups = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill(0), ...right];
  return groups.length === 8 ? groups : undefined;
}

/**
 * The key the per-address limits count under: an IPv4 address as it is, an IPv6 one by its /64 network (one
 * subscriber's whole allocation: they can pick any address inside it at will).
 */
export function limitKeyOf(ip: string): string {
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}
