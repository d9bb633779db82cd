import type { Context } from "hono";

/** The address of the peer that opened the TCP connection (the rate limits' key). */
export const clientIp = (c: Context): string =>
  (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress ??
  "unknown";
