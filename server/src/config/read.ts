import { isLoopbackHost } from "../../../supabase/functions/_shared/payments/settings.ts";

/** What every reader of config/ shares: the error that stops the start, and the parsers of one setting. */

export class ConfigError extends Error {
  override name = "ConfigError";
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

export function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max} (got "${raw}")`);
  }
  return value;
}

export function flag(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = env[name];
  if (raw === undefined || raw === "" || raw === "false") return false;
  if (raw === "true") return true;
  throw new ConfigError(`${name} must be "true" or "false" (got "${raw}")`);
}

export function emailAddress(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(raw))
    throw new ConfigError(`${name} must be an e-mail address (got "${raw}")`);
  return raw;
}

/** An http(s) URL a production server sends secrets to: https://, or plain http:// to this machine only. */
export function refuseCleartext(name: string, raw: string): void {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL: "${raw}"`);
  }
  if (url.protocol === "https:" || (url.protocol === "http:" && isLoopbackHost(url.hostname))) return;
  throw new ConfigError(
    `${name} must be an https:// URL when NODE_ENV=production (got "${url.protocol}//${url.host}"): over plain HTTP its key and what it answers can be read and changed on the way; plain http:// is accepted only to this machine (127.0.0.1, ::1, localhost)`,
  );
}
