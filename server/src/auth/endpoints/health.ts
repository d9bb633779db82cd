import type { Context } from "hono";

/** GET /health. */
export const health = (c: Context) => c.json({ version: "local", name: "GoTrue (subset)", description: "Local auth" });
