/**
 * What the island bundle gets for `import … from "react"` (island-pages.ts aliases it here, docs/decisions/0980):
 * Preact's React layer, with `useId` giving each island's ids its own prefix, as React's `identifierPrefix` did —
 * Preact numbers ids per root from 0, so two islands of a page (and the toaster) would otherwise share « P0-0 ».
 */
import compat, { createContext, useContext, useId as preactUseId } from "preact/compat";

// @ts-expect-error -- preact/compat's types are one `export =` namespace; the module itself has these named exports.
export * from "preact/compat";

/** The prefix of the island being rendered (hydrateRoot's `identifierPrefix`, react-dom-client.ts). */
export const IdentifierPrefix = createContext("");

export function useId(): string {
  const prefix = useContext(IdentifierPrefix);
  return prefix + preactUseId();
}

export default { ...compat, useId };
