/**
 * A secret or setting of the function: `Deno.env` on the platform and in the local Deno runtime, `process.env` when
 * a test imports the handler under Node.
 */
export function env(name: string): string | undefined {
  const deno = (globalThis as { Deno?: { env: { get(name: string): string | undefined } } }).Deno;
  if (deno) return deno.env.get(name);
  return (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env[name];
}

export function requiredEnv(name: string): string {
  const value = env(name);
  if (!value) throw new Error(`${name} is not set: the platform provides it to every Edge Function`);
  return value;
}

/** Every secret and setting, as an object (the invoice issuer's settings are read from several). */
export function envObject(): Record<string, string | undefined> {
  const deno = (globalThis as { Deno?: { env: { toObject(): Record<string, string> } } }).Deno;
  if (deno) return deno.env.toObject();
  return { ...(globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env };
}
