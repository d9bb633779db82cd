/**
 * Build step (react-router.config.ts, buildEnd; decision 1018): the installable app's files, written into the built
 * site — /sw.js (service-worker.ts bundled, with this build's fingerprinted files listed), /manifest.webmanifest and
 * its icons (shipped in web/src/app/pwa/icons).
 */
import { copyFile, mkdir, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { build } from "vite";
import { webManifest } from "./web-manifest";

async function filesUnder(dir: string, prefix: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const found: string[] = [];
  for (const entry of entries) {
    const relative = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) found.push(...(await filesUnder(path.join(dir, entry.name), relative)));
    else found.push(relative);
  }
  return found;
}

export async function buildServiceWorker(projectRoot: string, clientDir: string): Promise<void> {
  const assets = await filesUnder(path.join(clientDir, "assets"), "/assets");
  await build({
    configFile: false,
    root: projectRoot,
    logLevel: "warn",
    define: { __BUILD_ASSETS__: JSON.stringify(assets.sort()) },
    build: {
      outDir: clientDir,
      emptyOutDir: false,
      copyPublicDir: false,
      minify: true,
      modulePreload: false,
      rollupOptions: {
        input: { sw: path.join(projectRoot, "web/src/app/pwa/service-worker.ts") },
        output: { entryFileNames: "[name].js", format: "iife" },
      },
    },
  });
  const icons = path.join(projectRoot, "web/src/app/pwa/icons");
  await mkdir(path.join(clientDir, "icons"), { recursive: true });
  for (const name of await readdir(icons)) {
    if (name.endsWith(".png")) await copyFile(path.join(icons, name), path.join(clientDir, "icons", name));
  }
  await writeFile(path.join(clientDir, "manifest.webmanifest"), JSON.stringify(webManifest(), null, 2));
}
