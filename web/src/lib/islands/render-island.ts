import type { ReactNode } from "react";

// Only the build's server render needs react-dom/server: the client bundle must not carry it.
const server = import.meta.env.SSR ? await import("react-dom/server") : undefined;

/** An island's markup, rendered as its own React root with the prefix its hydration will use for useId. */
export function renderIslandHtml(node: ReactNode, identifierPrefix: string): string {
  if (!server) throw new Error("renderIslandHtml runs only in the build's server render");
  return server.renderToString(node, { identifierPrefix });
}
