import { useContext } from "react";
import { UNSAFE_FrameworkContext as FrameworkContext, useMatches } from "react-router";

/** What a route module exports as `handle` to be served as an island page (docs/decisions/0800). */
export interface IslandPageHandle {
  islands: true;
}

export const islandPage: IslandPageHandle = { islands: true };

function isIslandHandle(handle: unknown): handle is IslandPageHandle {
  return typeof handle === "object" && handle !== null && (handle as IslandPageHandle).islands === true;
}

/**
 * True while the build prerenders a page whose deepest route is an island page: the page then ships without
 * React Router's scripts, and its interactive parts are rendered as islands. Always false in the browser, where
 * the same routes render as ordinary parts of the single-page app (after a client-side navigation from the
 * signed-in space, for instance), and in the SPA fallback page (prerendered from "/" but rendered as an empty shell).
 */
export function useIslandPage(): boolean {
  const matches = useMatches();
  const framework = useContext(FrameworkContext);
  if (!import.meta.env.SSR || framework?.isSpaMode) return false;
  return isIslandHandle(matches.at(-1)?.handle);
}
