/**
 * What the island bundle gets for `import … from "react"` (island-pages.ts aliases it here, docs/decisions/0980):
 * Preact's React layer, with `useId` giving each island's ids its own prefix, as React's `identifierPrefix` did —
 * Preact numbers ids per root from 0, so two islands of a page (and the toaster) would otherwise share « P0-0 ».
 */
import compat, { createContext, useContext, useEffect, useId as preactUseId, useState } from "preact/compat";

// @ts-expect-error -- preact/compat's types are one `export =` namespace; the module itself has these named exports.
export * from "preact/compat";

/** The prefix of the island being rendered (hydrateRoot's `identifierPrefix`, react-dom-client.ts). */
export const IdentifierPrefix = createContext("");

export function useId(): string {
  const prefix = useContext(IdentifierPrefix);
  return prefix + preactUseId();
}

/**
 * React's `useDeferredValue(value, initialValue)` without concurrent rendering: the first render shows `initialValue`,
 * and each new value is shown by a render of its own once the current one has been painted. Preact's own returns
 * `value` at once, which made the app's tables (DataTable's first 12 rows, decision 1056) draw every row before the
 * first paint.
 */
export function useDeferredValue<T>(value: T, ...initial: [initialValue?: T]): T {
  const [shown, setShown] = useState<T>(initial.length > 0 ? (initial[0] as T) : value);
  useEffect(() => {
    if (Object.is(shown, value)) return;
    const timer = setTimeout(() => setShown(value));
    return () => clearTimeout(timer);
  }, [shown, value]);
  return shown;
}

/** The setter `useOptimistic` gives: the same function every render. */
function ignoreOptimisticUpdate(): void {}

/**
 * React's `useOptimistic(state)` without transitions: an optimistic state lives only while a transition runs, and
 * Preact runs none, so the state shown is always the one passed in and the setter changes nothing. It is what React
 * Router falls back to on a React without the hook; exported so the bundler does not warn that the import is missing
 * (issue 48 item 7).
 */
export function useOptimistic<State>(passthrough: State): [State, (action: unknown) => void] {
  return [passthrough, ignoreOptimisticUpdate];
}

export default { ...compat, useId, useDeferredValue, useOptimistic };
