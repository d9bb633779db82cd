import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { GoTrueErrorCode } from "@common/errors/gotrue";

/** GoTrue's error body. Both `code` and `error_code` carry the code, for old and new supabase-js clients. */
export function authError(
  c: Context,
  status: ContentfulStatusCode,
  code: GoTrueErrorCode,
  message: string,
  extra: object = {},
) {
  return c.json({ code, error_code: code, msg: message, message, ...extra }, status);
}

/** PostgREST's error body (`details` is a list of relationships in PGRST201, as PostgREST 12 writes it). */
export type RestErrorDetails = string | Record<string, string>[] | null;

export interface RestErrorBody {
  code: string;
  message: string;
  details: RestErrorDetails;
  hint: string | null;
}

export class RestError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details: RestErrorDetails = null,
    readonly hint: string | null = null,
  ) {
    super(message);
  }

  body(): RestErrorBody {
    return { code: this.code, message: this.message, details: this.details, hint: this.hint };
  }
}
