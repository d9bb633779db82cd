import { DEFAULT_VERIFICATION_LIMIT } from "../http/verification-rate-limit";
import { MINUTE, integer } from "./read";

/** The public forms (enquiry, newsletter, CV) and the certificate check: how often one client address may use them. */
export interface FormsConfig {
  /** Submissions of each public form per client address in ten minutes (FORM_RATE_LIMIT); `false` when "off". */
  formRateLimit: { limit: number; windowMs: number } | false;
  /** Certificate verifications per minute per client address (VERIFY_RATE_LIMIT). */
  verificationRateLimit: { limit: number; windowMs: number };
}

export function formsConfig(env: NodeJS.ProcessEnv): FormsConfig {
  return {
    formRateLimit:
      env.FORM_RATE_LIMIT?.trim() === "off"
        ? false
        : { limit: integer(env, "FORM_RATE_LIMIT", 10, 1, 1_000_000), windowMs: 10 * MINUTE },
    verificationRateLimit: {
      limit: integer(env, "VERIFY_RATE_LIMIT", DEFAULT_VERIFICATION_LIMIT.limit, 1, 1_000_000),
      windowMs: DEFAULT_VERIFICATION_LIMIT.windowMs,
    },
  };
}
