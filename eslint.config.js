// ESLint flat config: the recommended sets of ESLint, typescript-eslint, React hooks and jsx-a11y, plus the import
// boundaries: between front-end features (decision 0920), and between server, front end, common/ and the shared
// front-end folders (decision 0961). Every rule turned off below says why.
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import globals from "globals";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const FEATURES_DIR = "web/src/features";
const features = readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const crossFeatureMessage =
  "A feature may use another feature only through its public entry (web/src/features/<name>/index.ts, or its schema.ts, admin.ts or payment/).";

// `~/features/<other>/<anything but a public entry>` from inside one feature. Public entries: `index.ts`, and the
// three kept apart so a page pays only for what it uses: `schema.ts` (form rules, zod), `admin.ts` (back-office
// parts) and the `payment/` sub-feature of enrollment.
function aliasBoundary(feature) {
  return {
    regex: `^~/features/(?!${feature}(/|$))[^/]+/(?!(index|schema|admin|payment)(\\.tsx?)?$).+`,
    message: crossFeatureMessage,
  };
}

// A relative import that climbs exactly to web/src/features and goes down into a folder there: from a file `depth`
// folders below its feature's root, that is `depth + 1` times "../" followed by a name.
function relativeBoundary(depth) {
  return {
    regex: `^(\\.\\./){${depth + 1}}(?!\\.\\./)[^/]+(/|$)`,
    message: `${crossFeatureMessage} Import it as ~/features/<name>.`,
  };
}

// ─── Zones (decision 0961) ───────────────────────────────────────────────────────────────────────────────
// What the server and the front end both need (labels, statuses, URLs, bank details…) lives in common/.
const commonMessage = "Put what both sides need in common/ and import it as @common/… (decision 0961).";

// The front end never imports the server (the route manifest both read is generated into common/).
const webToServer = {
  regex: `^(\\.\\./)+server/`,
  message: `The front end does not import the server. ${commonMessage}`,
};

// Shared front-end code (components, lib, domain, content, config) serves every feature: it never imports one.
const sharedToFeature = [
  { regex: "^~/features(/|$)", message: "Shared front-end code does not import a feature: move what it needs here." },
  {
    regex: "^(\\.\\./)+features(/|$)",
    message: "Shared front-end code does not import a feature: move what it needs here.",
  },
];

const zones = [
  {
    // server/src/content renders the public pages from the front end's view components (server-side rendering of
    // the blog, careers, case studies and team pages): it is the one server folder that reads web/src.
    name: "zones/server-not-web",
    files: ["server/**/*.ts", "supabase/functions/**/*.ts"],
    ignores: ["server/src/content/**", "**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^~/", message: `The server does not import the front end. ${commonMessage}` },
            { regex: "^(\\.\\./)+web/src(/|$)", message: `The server does not import the front end. ${commonMessage}` },
          ],
        },
      ],
    },
  },
  {
    name: "zones/common-alone",
    files: ["common/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(~|@common)/",
              message: "common/ imports only itself, by relative paths with .ts (Deno reads it).",
            },
            {
              regex: "^(\\.\\./)+(web|server|supabase)(/|$)",
              message: "common/ imports neither the server nor the front end.",
            },
          ],
        },
      ],
    },
  },
  {
    name: "zones/web-not-server",
    files: ["web/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [webToServer] }] },
  },
  {
    // lib/islands/registry.ts is a composition root like routes.ts and app/: it names each feature's island.
    // components/layout/newsletter-form.tsx still reaches into the newsletter and enquiries features (left to
    // the newsletter-forms work of issue 30).
    name: "zones/shared-not-features",
    files: ["web/src/{components,lib,domain,content,config}/**/*.{ts,tsx}"],
    ignores: ["web/src/lib/islands/registry.ts", "web/src/components/layout/newsletter-form.tsx"],
    rules: { "no-restricted-imports": ["error", { patterns: [webToServer, ...sharedToFeature] }] },
  },
];

// One block per feature and folder depth, since a rule's options cannot refer to the importing file.
const MAX_DEPTH = 6;
const featureBoundaries = features.flatMap((feature) =>
  Array.from({ length: MAX_DEPTH }, (_, depth) => ({
    name: `boundaries/${feature}/depth-${depth}`,
    files: [`${FEATURES_DIR}/${feature}/${"*/".repeat(depth)}*.{ts,tsx}`],
    rules: {
      "no-restricted-imports": ["error", { patterns: [aliasBoundary(feature), relativeBoundary(depth), webToServer] }],
    },
  })),
);

export default defineConfig(
  {
    name: "ignores",
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      ".data/",
      ".scratch/",
      "test-results/",
      "playwright-report/",
      "e2e/screenshots/",
      "bench/results/",
      "common/database.types.ts",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    name: "node-code",
    files: ["server/**", "scripts/**", "bench/**", "tests/**", "e2e/**", "*.{js,ts,mjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    name: "web-code",
    files: ["web/**"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    name: "react",
    files: ["web/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat["recommended-latest"],
  },
  {
    name: "accessibility",
    files: ["web/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    name: "project-choices",
    rules: {
      // French typography puts no-break spaces before « : ; ? ! », inside « guillemets » and in amounts; they are
      // meant in copy (JSX text, template literals; plain strings are skipped by default), not in code.
      "no-irregular-whitespace": ["error", { skipStrings: true, skipTemplates: true, skipJSXText: true }],
      // `_`-prefixed names mark a parameter or element kept for its position (callbacks, destructuring).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  ...zones,
  ...featureBoundaries,
);
