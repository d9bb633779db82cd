import { createHash, randomBytes } from "node:crypto";

/** A questionnaire link's token: 192 random bits; only its SHA-256 is stored (the evaluation function reads it). */
export const newEvaluationToken = () => randomBytes(24).toString("base64url");
export const hashEvaluationToken = (token: string) => createHash("sha256").update(token).digest("hex");
