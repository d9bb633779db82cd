import { readdir } from "node:fs/promises";
import path from "node:path";

/** Every prerendered page of the client build (each folder's index.html), outside the hashed assets. */
export async function prerenderedPages(clientDir: string): Promise<string[]> {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name === "index.html")
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !path.relative(clientDir, file).startsWith(`assets${path.sep}`))
    .sort();
}
