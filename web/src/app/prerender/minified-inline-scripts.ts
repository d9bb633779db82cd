/**
 * Vite plugin: a `*.inline.js?raw` import (the scripts root.tsx writes inline in every page's <head>) gives the
 * minified source, so their comments stay in the repository and not in every page's HTML (docs/decisions/0937).
 */
import { readFile } from "node:fs/promises";
import { minifySync, type Plugin } from "vite";

const INLINE_SCRIPT = /\.inline\.js\?raw$/;

export function minifyInlineScript(fileName: string, source: string): string {
  const result = minifySync(fileName, source, { compress: true, mangle: true });
  if (result.errors.length > 0)
    throw new Error(`${fileName}: ${result.errors.map((error) => error.message).join("; ")}`);
  return result.code;
}

export function minifiedInlineScripts(): Plugin {
  return {
    name: "minified-inline-scripts",
    enforce: "pre",
    load: {
      filter: { id: INLINE_SCRIPT },
      async handler(id) {
        const fileName = id.replace(/\?raw$/, "");
        this.addWatchFile(fileName);
        return `export default ${JSON.stringify(minifyInlineScript(fileName, await readFile(fileName, "utf8")))};`;
      },
    },
  };
}
