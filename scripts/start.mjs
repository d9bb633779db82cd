// `npm start`: builds the site when its sources changed since the last build, then starts the server
// (site + local backend on one origin). Plain JavaScript so it runs before anything is compiled.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const builtPage = path.join(root, "build/client/index.html");
const sources = ["web", "common", "react-router.config.ts", "vite.config.ts", "package-lock.json"];

function newestMtime(target) {
  const info = statSync(target);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function needsBuild() {
  if (process.env.SKIP_BUILD === "1") return false;
  if (!existsSync(builtPage)) return true;
  const built = statSync(builtPage).mtimeMs;
  return sources.some((source) => existsSync(path.join(root, source)) && newestMtime(path.join(root, source)) > built);
}

// The build's own output (every asset's size, React Router's future-flag notices, Vite's notices about the framework's
// own options) is kept in build/build.log: the start prints one line, and the whole log only when the build fails.
if (needsBuild()) {
  const started = Date.now();
  process.stdout.write("Building the site (its sources changed since the last build)… ");
  const result = spawnSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"], {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, FORCE_COLOR: "0", NO_COLOR: "1" },
  });
  const output = `${result.stdout ?? ""}${result.stderr ?? ""}`;
  mkdirSync(path.join(root, "build"), { recursive: true });
  writeFileSync(path.join(root, "build/build.log"), output);
  if (result.status !== 0) {
    console.log("failed:\n");
    process.stdout.write(output);
    process.exit(result.status ?? 1);
  }
  console.log(`done in ${Math.round((Date.now() - started) / 1000)} s (log: build/build.log).`);
}

const { register } = await import("tsx/esm/api");
// The repository's tsconfig.json, wherever the command is run from: its paths resolve the "@common/*" imports.
register({ tsconfig: path.join(root, "tsconfig.json") });
await import(path.join(root, "server/src/main.ts"));
