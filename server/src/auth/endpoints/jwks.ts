import type { Context } from "hono";
import type { AuthContext } from "../context";

/**
 * GET /.well-known/jwks.json: the public keys that verify this server's access tokens (GoTrue's JWKS endpoint;
 * auth-js's getClaims() reads it). Public parts only; an empty set while tokens are signed with the HS256 secret.
 */
export const jwks = (ctx: AuthContext) => (c: Context) => c.json(ctx.keys.jwks());
