import { createHash } from "node:crypto";

/** Refresh tokens and e-mailed tokens are stored hashed: a leaked database does not hand out sessions. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
