import path from "node:path";
import type { Context } from "hono";
import type { JwtKeys } from "../auth/jwt";
import type { BackupManifest } from "./backup";

/**
 * POST /ops/backup (decision 1028): the running server takes a backup now — what `npm run backup` asks of a server
 * on PGlite, whose engine only this process may open. Only with the service role key; 401 otherwise.
 */
export function backupRoute(options: {
  keys: JwtKeys;
  backup: () => Promise<{ dir: string; manifest: BackupManifest }>;
}) {
  return async (c: Context) => {
    const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
    const verified = bearer ? await options.keys.verify(bearer) : undefined;
    if (!verified?.ok || verified.claims.role !== "service_role")
      return c.json({ message: "The service role key is required" }, 401);
    const { dir, manifest } = await options.backup();
    c.header("Cache-Control", "no-store");
    return c.json({ backup: path.basename(dir), ...manifest });
  };
}
