import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";
import { minifiedInlineScripts } from "./web/src/app/prerender/minified-inline-scripts.ts";

export default defineConfig({
  plugins: [minifiedInlineScripts(), tailwindcss(), reactRouter()],
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./web/src", import.meta.url)),
      "@common": fileURLToPath(new URL("./common", import.meta.url)),
    },
  },
  server: {
    // `npm run dev` proxies the API to a running `npm run serve` backend.
    proxy: {
      "/auth/v1": "http://localhost:8080",
      "/rest/v1": "http://localhost:8080",
      "/runtime-config.json": "http://localhost:8080",
    },
  },
});
