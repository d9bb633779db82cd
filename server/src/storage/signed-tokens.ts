import { jwtVerify, SignJWT, errors as joseErrors } from "jose";
import type { Claims } from "../auth/jwt";
import { StorageError } from "./errors";
import type { TransformOptions } from "./transformations";

/**
 * The tokens of signed URLs, signed with the key derived from the project secret (backend.ts): a download URL names
 * its object (and its image transformation, which cannot be changed once signed); an upload URL also carries who
 * created it and whether it may replace an object.
 */

/** With a transformation, the URL of the transformed image (the transformation is part of what is signed). */
export async function signedUrl(
  signingKey: Uint8Array,
  bucket: string,
  name: string,
  expiresIn: number,
  transform?: TransformOptions,
) {
  const token = await new SignJWT({ url: `${bucket}/${name}`, ...(transform ? { transform } : {}) })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + Math.min(expiresIn, 7 * 24 * 3600))
    .sign(signingKey);
  return `/${transform ? "render/image" : "object"}/sign/${bucket}/${name}?token=${token}`;
}

/** The token of a signed upload URL, valid two hours. */
export function uploadToken(signingKey: Uint8Array, bucket: string, name: string, upsert: boolean, claims: Claims) {
  return new SignJWT({ url: `${bucket}/${name}`, upload: true, upsert, owner: claims.sub, role: claims.role })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + 2 * 3600)
    .sign(signingKey);
}

/** The token's payload when it is valid and signed for `url`; a 400 as Storage answers it otherwise. */
export async function verifyToken(signingKey: Uint8Array, token: string | undefined, url: string) {
  if (!token) throw new StorageError(400, "InvalidJWT", "Missing token");
  try {
    const { payload } = await jwtVerify(token, signingKey, { algorithms: ["HS256"] });
    if (payload.url !== url) throw new StorageError(400, "InvalidSignature", "The url do not match the signature");
    return payload;
  } catch (error) {
    if (error instanceof StorageError) throw error;
    throw new StorageError(
      400,
      "InvalidJWT",
      error instanceof joseErrors.JWTExpired ? "jwt expired" : "invalid signature",
    );
  }
}
