import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { fileURLToPath } from "node:url";
import { minifiedInlineScripts } from "./web/src/app/prerender/minified-inline-scripts.ts";

const projectFile = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * The build runs the app's client on Preact through its React layer (docs/decisions/1080), as the islands are (0980):
 * React's packages resolve to it in the client environment only; the prerender, the server build, the unit tests and
 * `npm run dev` keep React. `APP_RUNTIME=react npm run build` builds the client on React, to compare or to fall back.
 */
function preactApp(): Plugin {
  const targets: Record<string, string> = {
    react: projectFile("./web/src/lib/islands/preact/react.ts"),
    "react-dom/client": projectFile("./web/src/app/preact/react-dom-client.ts"),
    "react-dom": "preact/compat",
    "react/jsx-runtime": "preact/compat/jsx-runtime",
    "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
  };
  return {
    name: "preact-app",
    enforce: "pre",
    // Builds only: `npm run dev` stays on React, and so does a build asked for with APP_RUNTIME=react.
    apply: (_config, env) => env.command === "build" && process.env.APP_RUNTIME !== "react",
    applyToEnvironment: (environment) => environment.name === "client",
    async resolveId(source, importer, options) {
      const target = targets[source];
      return target ? this.resolve(target, importer, { ...options, skipSelf: true }) : null;
    },
  };
}

/**
 * React Router 7.18 creates its own Vite servers with `envFile: false`, which Vite 8 deprecated for `envDir: false`
 * (issue 48 item 7): the same setting in Vite 8's words, before Vite reads it.
 */
function envDirNotEnvFile(): Plugin {
  return {
    name: "env-dir-not-env-file",
    enforce: "pre",
    config(config) {
      if ((config as { envFile?: boolean }).envFile !== false) return;
      delete (config as { envFile?: boolean }).envFile;
      config.envDir = false;
    },
  };
}

export default defineConfig({
  plugins: [envDirNotEnvFile(), preactApp(), minifiedInlineScripts(), tailwindcss(), reactRouter()],
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./web/src", import.meta.url)),
      "@common": fileURLToPath(new URL("./common", import.meta.url)),
    },
  },
  // Files served as they are, at a stable address the site server can render too: the drawn portraits (decision 1170).
  publicDir: "web/public",
  build: {
    // Rolldown's notice of which plugins took the build's time is advice for a plugin's author, not a warning about
    // this code: kept out of the build's output (issue 48 item 7). `checks` is where rolldown turns it off.
    rolldownOptions: { checks: { pluginTimings: false } },
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
