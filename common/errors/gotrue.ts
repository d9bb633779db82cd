/**
 * The `error_code` values of `/auth/v1` (GoTrue's error body `{ code, error_code, msg }`), written once for the server
 * that sends them (server/src/auth) and the pages that read them (web/src/features/auth). Names and values are
 * GoTrue's own (its `ErrorCode…` constants; supabase-js lists the same strings as `ErrorCode`), so supabase-js reads
 * our answers as it reads GoTrue's. Only the codes this project sends or tests are here.
 */
export const GoTrueErrorCode = {
  badJson: "bad_json",
  badJwt: "bad_jwt",
  emailAddressInvalid: "email_address_invalid",
  emailExists: "email_exists",
  emailNotConfirmed: "email_not_confirmed",
  invalidCredentials: "invalid_credentials",
  noAuthorization: "no_authorization",
  otpDisabled: "otp_disabled",
  otpExpired: "otp_expired",
  overEmailSendRateLimit: "over_email_send_rate_limit",
  overRequestRateLimit: "over_request_rate_limit",
  overSmsSendRateLimit: "over_sms_send_rate_limit",
  phoneExists: "phone_exists",
  phoneProviderDisabled: "phone_provider_disabled",
  refreshTokenAlreadyUsed: "refresh_token_already_used",
  refreshTokenNotFound: "refresh_token_not_found",
  samePassword: "same_password",
  sessionNotFound: "session_not_found",
  smsSendFailed: "sms_send_failed",
  unexpectedFailure: "unexpected_failure",
  userAlreadyExists: "user_already_exists",
  userNotFound: "user_not_found",
  validationFailed: "validation_failed",
  weakPassword: "weak_password",
  /** The gateway's, in GoTrue's shape: an unknown /auth/v1 path. */
  notFound: "not_found",
  /** The gateway's, in GoTrue's shape: a body over 1 MiB. */
  requestTooLarge: "request_too_large",
} as const;

export type GoTrueErrorCode = (typeof GoTrueErrorCode)[keyof typeof GoTrueErrorCode];
