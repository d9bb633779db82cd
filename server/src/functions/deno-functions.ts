import { existsSync, readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { parse } from "smol-toml";
import { REPO_ROOT } from "../config/defaults";

/** supabase/functions: one folder per Edge Function (its `index.ts`), `_shared` and `_local` beside them. */
export const FUNCTIONS_DIR = path.join(REPO_ROOT, "supabase", "functions");

export interface DenoFunction {
  /** false: the gateway lets a call through without a valid JWT (`verify_jwt = false` in supabase/config.toml). */
  verifyJwt: boolean;
}

/** The functions of supabase/functions and their `verify_jwt` from supabase/config.toml (true when not set). */
export function readDenoFunctions(root = REPO_ROOT): Map<string, DenoFunction> {
  const dir = path.join(root, "supabase", "functions");
  const configFile = path.join(root, "supabase", "config.toml");
  const config = existsSync(configFile)
    ? (parse(readFileSync(configFile, "utf8")) as { functions?: Record<string, { verify_jwt?: boolean }> })
    : {};
  const functions = new Map<string, DenoFunction>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || /^[_.]/.test(entry.name) || !existsSync(path.join(dir, entry.name, "index.ts")))
      continue;
    functions.set(entry.name, { verifyJwt: config.functions?.[entry.name]?.verify_jwt !== false });
  }
  return functions;
}

/** The Deno binary of the `deno` npm package (its platform package holds the executable; no install script needed). */
export function denoBinary(): string {
  const require = createRequire(import.meta.url);
  const packageDir = path.dirname(require.resolve("deno/package.json"));
  const platformPackage = `@deno/${process.platform}-${process.arch}${process.platform === "linux" ? "-glibc" : ""}`;
  const name = process.platform === "win32" ? "deno.exe" : "deno";
  const candidates = [path.join(packageDir, name)];
  try {
    candidates.push(path.join(path.dirname(require.resolve(`${platformPackage}/package.json`)), name));
  } catch {
    // the platform package is absent: only the main package's copy can serve
  }
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`Deno is not installed (npm install): looked for ${candidates.join(", ")}`);
  return found;
}
